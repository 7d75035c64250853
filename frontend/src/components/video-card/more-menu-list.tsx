import { Menu, Portal } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Ban, CircleHelp, EyeOff, Flag, Pencil, Repeat2, Trash2, VolumeX } from 'lucide-react';
import { MoreButton, type MoreAction, type MoreMenuProps } from './more-menu';

interface Props extends MoreMenuProps {
  /** Open as it mounts: the viewer has just pressed its button (see more-menu.tsx). */
  defaultOpen?: boolean;
}

/** The "More" (⋯) menu itself, in its own chunk. */
export default function MoreMenuList({
  isOwner,
  why = false,
  notInterested = false,
  remix = false,
  creatorName,
  onSelect,
  size = 'sm',
  variant = 'ghost',
  defaultOpen,
}: Props) {
  // Each entry acts on its own click (Enter on a highlighted entry clicks it too) rather than through
  // the menu's onSelect, which acts on the highlighted entry: a click that lands while the highlight
  // moves (a quick press right after the menu opened) selected nothing.
  const pick = (event: MouseEvent<HTMLElement>) => onSelect(event.currentTarget.dataset.value as MoreAction);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <MoreButton size={size} variant={variant} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {why && (
              <Menu.Item value="why" minH="11" onClick={pick}>
                <CircleHelp size={16} aria-hidden />
                Why am I seeing this?
              </Menu.Item>
            )}
            {notInterested && (
              <Menu.Item value="not-interested" minH="11" onClick={pick}>
                <EyeOff size={16} aria-hidden />
                Not interested
              </Menu.Item>
            )}
            {remix && (
              <Menu.Item value="remix" minH="11" onClick={pick}>
                <Repeat2 size={16} aria-hidden />
                Remix
              </Menu.Item>
            )}
            {isOwner ? (
              <>
                <Menu.Item value="edit" minH="11" onClick={pick}>
                  <Pencil size={16} aria-hidden />
                  Edit video
                </Menu.Item>
                <Menu.Item value="delete" minH="11" onClick={pick} color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                  <Trash2 size={16} aria-hidden />
                  Delete video
                </Menu.Item>
              </>
            ) : (
              <Menu.Item value="report" minH="11" onClick={pick}>
                <Flag size={16} aria-hidden />
                Report
              </Menu.Item>
            )}
            {creatorName && (
              <>
                <Menu.Item value="mute" minH="11" onClick={pick}>
                  <VolumeX size={16} aria-hidden />
                  Mute {creatorName}
                </Menu.Item>
                <Menu.Item value="block" minH="11" onClick={pick} color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                  <Ban size={16} aria-hidden />
                  Block {creatorName}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
