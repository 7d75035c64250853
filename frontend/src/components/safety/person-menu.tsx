import { Menu, Portal } from '@chakra-ui/react';
import { Ban, Ellipsis, Flag, VolumeX, Volume2 } from 'lucide-react';
import { IconButton } from '../ui/icon-button';
import { personName, type SafetyPerson } from './person-name';
import { usePersonSafety } from './use-person-safety';

interface Props {
  person: SafetyPerson;
  /** Whether the viewer muted them already (Unmute then); unknown counts as not. */
  isMuted?: boolean;
  onBlocked?(): void;
  /** A first entry reporting what the menu sits on ("Report comment", "Report account"). */
  report?: { label: string; onReport(): void };
  size?: 'xs' | 'sm' | 'md';
  variant?: 'ghost' | 'outline';
}

/** A ⋯ menu about a person (on a comment, a profile): report, mute or unmute, block. */
export function PersonMenu({ person, isMuted = false, onBlocked, report, size = 'xs', variant = 'ghost' }: Props) {
  const safety = usePersonSafety(person, onBlocked);
  const name = personName(person);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <IconButton size={size} variant={variant} color="fg.muted" aria-label={`More about ${name}`} aria-haspopup="menu">
            <Ellipsis />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="40">
              {report && (
                <Menu.Item value="report" minH="11" onClick={report.onReport}>
                  <Flag size={16} aria-hidden />
                  {report.label}
                </Menu.Item>
              )}
              <Menu.Item value="mute" minH="11" onClick={() => safety.setMuted(!isMuted)}>
                {isMuted ? <Volume2 size={16} aria-hidden /> : <VolumeX size={16} aria-hidden />}
                {isMuted ? `Unmute ${name}` : `Mute ${name}`}
              </Menu.Item>
              <Menu.Item value="block" minH="11" onClick={safety.askToBlock} color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                <Ban size={16} aria-hidden />
                Block {name}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {safety.dialog}
    </>
  );
}
