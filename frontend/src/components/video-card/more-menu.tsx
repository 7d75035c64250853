import { Menu, Portal, type IconButtonProps } from '@chakra-ui/react';
import { IconButton } from '../ui/icon-button';
import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react';

export type MoreAction = 'report' | 'edit' | 'delete';

interface Props {
  /** Owners get Edit and Delete; everyone else Report (never on one's own video). */
  isOwner: boolean;
  onSelect(action: MoreAction): void;
  size?: IconButtonProps['size'];
  variant?: IconButtonProps['variant'];
}

/** The "More" (⋯) menu of a video: Report, or Edit and Delete for its owner. */
export function MoreMenu({ isOwner, onSelect, size = 'sm', variant = 'ghost' }: Props) {
  return (
    <Menu.Root onSelect={({ value }) => onSelect(value as MoreAction)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size={size} variant={variant} aria-label="More">
          <Ellipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
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
