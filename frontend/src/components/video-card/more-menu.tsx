import type { IconButtonProps } from '@chakra-ui/react';
import { Ellipsis } from 'lucide-react';
import { Suspense, forwardRef, lazy, useState } from 'react';
import { IconButton } from '../ui/icon-button';

export type MoreAction = 'remix' | 'report' | 'edit' | 'delete' | 'not-interested' | 'why' | 'mute' | 'block';

export interface MoreMenuProps {
  /** Owners get Edit and Delete; everyone else Report (never on one's own video). */
  isOwner: boolean;
  /** For You's "Why am I seeing this?" (a video it ranked) and "Not interested" (for a signed-in viewer). */
  why?: boolean;
  notInterested?: boolean;
  /** "Remix": its creator allows remixes, or it is the viewer's own (lib/remix.ts). */
  remix?: boolean;
  /** Mute and block its creator, named so (a signed-in viewer who is not its owner). */
  creatorName?: string;
  onSelect(action: MoreAction): void;
  size?: IconButtonProps['size'];
  variant?: IconButtonProps['variant'];
}

/** The ⋯ button that opens the menu. */
export const MoreButton = forwardRef<HTMLButtonElement, Omit<IconButtonProps, 'aria-label'>>(function MoreButton(props, ref) {
  return (
    <IconButton ref={ref} aria-label="More" aria-haspopup="menu" {...props}>
      <Ellipsis />
    </IconButton>
  );
});

const MoreMenuList = lazy(() => import('./more-menu-list'));

/**
 * The "More" (⋯) menu of a video: Report, or Edit and Delete for its owner; in For You, also why it
 * shows and "Not interested". Until it is first pressed it is only its button: the menu's code and
 * state machine (with its positioning engine) come then, and it opens as it arrives. A feed shows
 * dozens of them and most are never opened.
 */
export function MoreMenu(props: MoreMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = <MoreButton size={props.size ?? 'sm'} variant={props.variant ?? 'ghost'} onClick={() => setWanted(true)} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MoreMenuList {...props} defaultOpen />
    </Suspense>
  );
}
