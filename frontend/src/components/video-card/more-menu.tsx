import { Menu, Portal, type IconButtonProps } from '@chakra-ui/react';
import { IconButton } from '../ui/icon-button';
import { CircleHelp, Ellipsis, EyeOff, Flag, Pencil, Trash2 } from 'lucide-react';

export type MoreAction = 'report' | 'edit' | 'delete' | 'not-interested' | 'why';

interface Props {
  /** Owners get Edit and Delete; everyone else Report (never on one's own video). */
  isOwner: boolean;
  /** For You's "Why am I seeing this?" (a video it ranked) and "Not interested" (for a signed-in viewer). */
  why?: boolean;
  notInterested?: boolean;
  onSelect(action: MoreAction): void;
  size?: IconButtonProps['size'];
  variant?: IconButtonProps['variant'];
}

/** The "More" (⋯) menu of a video: Report, or Edit and Delete for its owner; in For You, also why it shows and "Not interested". */
export function MoreMenu({ isOwner, why = false, notInterested = false, onSelect, size = 'sm', variant = 'ghost' }: Props) {
  return (
    <Menu.Root onSelect={({ value }) => onSelect(value as MoreAction)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <IconButton size={size} variant={variant} aria-label="More">
          <Ellipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {why && (
              <Menu.Item value="why" minH="11">
                <CircleHelp size={16} aria-hidden />
                Why am I seeing this?
              </Menu.Item>
            )}
            {notInterested && (
              <Menu.Item value="not-interested" minH="11">
                <EyeOff size={16} aria-hidden />
                Not interested
              </Menu.Item>
            )}
            {isOwner ? (
              <>
                <Menu.Item value="edit" minH="11">
                  <Pencil size={16} aria-hidden />
                  Edit video
                </Menu.Item>
                <Menu.Item value="delete" minH="11" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                  <Trash2 size={16} aria-hidden />
                  Delete video
                </Menu.Item>
              </>
            ) : (
              <Menu.Item value="report" minH="11">
                <Flag size={16} aria-hidden />
                Report
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
