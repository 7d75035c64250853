import { Suspense, useState, type ReactNode } from 'react';
import { errorMessage } from '@/api/client';
import { useMuteUser } from '@/api/safety/mute-user';
import { lazyNamed } from '@/lib/lazy-named';
import { toastError, toastSuccess } from '../ui/toast';
import { personName, type SafetyPerson } from './person-name';

const BlockDialog = lazyNamed(() => import('./block-dialog'), 'BlockDialog');

interface PersonSafety {
  /** Mutes (or unmutes) at once, with a toast. */
  setMuted(mute: boolean): void;
  /** Opens the block confirmation. */
  askToBlock(): void;
  /** The block confirmation, to render (nothing until asked). */
  dialog: ReactNode;
}

/** Mute and block one person from wherever they show (a comment, a card, a profile). */
export function usePersonSafety(person: SafetyPerson, onBlocked?: () => void): PersonSafety {
  const [blocking, setBlocking] = useState(false);
  const mute = useMuteUser();
  const name = personName(person);
  const setMuted = (muted: boolean) =>
    mute.mutate(
      { userId: person.id, mute: muted },
      {
        onSuccess: () =>
          muted
            ? toastSuccess(`Muted ${name}`, 'Their videos leave your feeds and their comments are collapsed. They won’t be told.')
            : toastSuccess(`Unmuted ${name}`),
        onError: (error) => toastError(muted ? 'Could not mute' : 'Could not unmute', errorMessage(error, 'Please try again.')),
      },
    );
  const dialog = blocking ? (
    <Suspense fallback={null}>
      <BlockDialog person={person} open onOpenChange={setBlocking} onBlocked={onBlocked} />
    </Suspense>
  ) : null;
  return { setMuted, askToBlock: () => setBlocking(true), dialog };
}
