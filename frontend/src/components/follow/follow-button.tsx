import { Button, type ButtonProps } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { useFollowUser } from '@/api/follows/follow-user';
import { useCurrentUser } from '@/api/session/get-current-user';
import { useAccountAction } from '@/lib/use-account-action';
import { toastError, toastSuccess } from '../ui/toast';

interface Props extends Omit<ButtonProps, 'onClick'> {
  user: { id: string; displayName: string };
  isFollowing: boolean;
}

/** Follow / Following for another user; a visitor is sent to sign in and brought back here. */
export function FollowButton({ user, isFollowing, ...props }: Props) {
  const { data: viewer } = useCurrentUser();
  const followUser = useFollowUser({
    onSuccess: (state) => toastSuccess(state.isFollowing ? `You're now following ${user.displayName}` : `You unfollowed ${user.displayName}`),
    onError: (error, { follow }) =>
      toastError(errorMessage(error, follow ? 'Failed to follow user. Please try again.' : 'Failed to unfollow user. Please try again.')),
  });
  const change = (follow: boolean) => followUser.mutate({ userId: user.id, follow });
  // A visitor signs in first and is brought back here, where the follow is made once.
  const guard = useAccountAction(`follow:${user.id}`, { follow: () => !isFollowing && viewer?.id !== user.id && change(true) });
  const toggle = () => guard('follow', () => change(!isFollowing));

  return (
    <Button colorPalette="purple" variant={isFollowing ? 'outline' : 'solid'} onClick={toggle} loading={followUser.isPending} {...props}>
      {isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
