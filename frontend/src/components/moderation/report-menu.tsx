import { Menu, Portal, type IconButtonProps } from '@chakra-ui/react';
import { Flag } from 'lucide-react';
import { MoreButton } from '../video-card/more-menu';

interface Props {
  /** The entry's text, e.g. "Report comment". */
  label: string;
  onReport(): void;
  size?: IconButtonProps['size'];
}

/** A ⋯ menu whose one entry reports what it sits on (a comment, an account). */
export function ReportMenu({ label, onReport, size = 'sm' }: Props) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <MoreButton size={size} variant="ghost" color="fg.muted" />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="report" minH="11" onClick={onReport}>
              <Flag size={16} aria-hidden />
              {label}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
