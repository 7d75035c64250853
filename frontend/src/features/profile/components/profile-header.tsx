import { Badge, Box, Button, Flex, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/icon-button';
import { Calendar, Camera, Link as LinkIcon, LogOut, MapPin, Pencil, Share2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useCurrentUser } from '@/api/session/get-current-user';
import { toastError, toastInfo, toastSuccess } from '@/components/ui/toast';
import { UserAvatar } from '@/components/ui/user-avatar';
import { FollowButton } from '@/components/follow/follow-button';
import { PersonMenu } from '@/components/safety/person-menu';
import { useSignOut } from '@/components/layout/use-sign-out';
import { formatCount } from '@/lib/format-count';
import { absoluteUrl, shareLink } from '@/lib/share';
import type { ProfileUser } from '../api/get-profile-by-id';
import { useUploadAvatar } from '../api/update-avatar';
import { AvatarFileInput } from './avatar-file-input';
import { joinedLabel, websiteLabel } from './profile-labels';
import type { FollowListKind } from './follow-list-dialog';
import { ModerationConsoleLink, SettingsLink } from './own-profile-actions';
import { ReportUserDialog } from './report-user-dialog';

interface Props {
  user: ProfileUser;
  onEdit(): void;
  onOpenList(kind: FollowListKind): void;
}

function Stat({ value, label, onClick }: { value: number; label: string; onClick?: () => void }) {
  const content = (
    <>
      <Text as="span" display="block" fontWeight="bold" fontSize="lg">
        {formatCount(value)}
      </Text>
      <Text as="span" display="block" fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </>
  );
  if (!onClick) return <Box textAlign="center">{content}</Box>;
  return (
    <Box as="button" onClick={onClick} textAlign="center" rounded="md" px="2" _hover={{ bg: 'bg.muted' }} cursor="pointer">
      {content}
    </Box>
  );
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      {icon}
      {children}
    </HStack>
  );
}

export function ProfileHeader({ user, onEdit, onOpenList }: Props) {
  const { data: viewer } = useCurrentUser();
  const logout = useSignOut();
  const navigate = useNavigate();
  const uploadAvatar = useUploadAvatar();
  const avatarInput = useRef<HTMLInputElement>(null);
  const own = user.isOwnProfile;
  const [reporting, setReporting] = useState(false);

  const share = async () => {
    const url = absoluteUrl(user.username ? `/profile/${user.username}` : `/profile?id=${user.id}`);
    const outcome = await shareLink(url, user.displayName);
    if (outcome === 'copied') toastSuccess('Profile link copied!', 'The profile URL has been copied to your clipboard.');
    if (outcome === 'failed') toastInfo('Share profile', url);
  };

  const changeAvatar = (file: File) =>
    uploadAvatar.mutate(file, {
      onSuccess: () => toastSuccess('Profile updated successfully'),
      onError: (error) => toastError('Failed to update profile', errorMessage(error, 'Avatar upload failed')),
    });

  return (
    <Stack gap="5">
      <Flex
        gap={{ base: '4', md: '6' }}
        align={{ base: 'center', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
        textAlign={{ base: 'center', md: 'left' }}
      >
        <Box position="relative" flexShrink={0}>
          <UserAvatar person={user} imageSizes="112px" boxSize={{ base: '24', md: '28' }} fontSize="3xl" />
          {own && (
            <>
              <IconButton
                aria-label="Change avatar"
                size="sm"
                rounded="full"
                colorPalette="purple"
                position="absolute"
                bottom="0"
                right="0"
                onClick={() => avatarInput.current?.click()}
                disabled={uploadAvatar.isPending}
              >
                {uploadAvatar.isPending ? <Spinner size="xs" /> : <Camera />}
              </IconButton>
              <AvatarFileInput ref={avatarInput} onPick={changeAvatar} onProblem={(problem) => toastError('Failed to update profile', problem)} />
            </>
          )}
        </Box>

        <Stack gap="3" flex="1" minW="0" align={{ base: 'center', md: 'flex-start' }}>
          <Box>
            <HStack gap="2" justify={{ base: 'center', md: 'flex-start' }} wrap="wrap">
              <Heading as="h1" size="2xl">
                {user.displayName}
              </Heading>
              {user.isAlpha && (
                <Badge colorPalette="purple" variant="solid" title={`Creator #${user.userNumber}, one of the first 100`}>
                  α #{user.userNumber}
                </Badge>
              )}
            </HStack>
            {user.username && <Text color="fg.muted">@{user.username}</Text>}
            {user.remixesCount > 0 && (
              <Text fontSize="sm" color="fg.muted">
                Remixed {user.remixesCount} {user.remixesCount === 1 ? 'time' : 'times'}
              </Text>
            )}
          </Box>

          <HStack gap={{ base: '2', md: '4' }} wrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
            <Stat value={user.videosCount} label="Videos" />
            <Stat value={user.followersCount} label="Followers" onClick={() => onOpenList('followers')} />
            <Stat value={user.followingCount} label="Following" onClick={() => onOpenList('following')} />
            <Stat value={user.totalViews} label="Total views" />
          </HStack>

          {user.bio && (
            <Text whiteSpace="pre-wrap" maxW="prose">
              {user.bio}
            </Text>
          )}

          <HStack gap="4" wrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
            {user.location && <Detail icon={<MapPin size={14} aria-hidden />}>{user.location}</Detail>}
            {user.website && (
              <Detail icon={<LinkIcon size={14} aria-hidden />}>
                <Link href={user.website} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg">
                  {websiteLabel(user.website)}
                </Link>
              </Detail>
            )}
            <Detail icon={<Calendar size={14} aria-hidden />}>{joinedLabel(user.joinedDate)}</Detail>
          </HStack>

          <HStack gap="2" wrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
            <Button variant="outline" size="sm" onClick={share}>
              <Share2 /> Share
            </Button>
            {own ? (
              <>
                <Button variant="outline" size="sm" onClick={onEdit}>
                  <Pencil /> Edit Profile
                </Button>
                <SettingsLink />
                <Button variant="ghost" size="sm" onClick={logout.signOut} loading={logout.isPending} loadingText="Logging out...">
                  <LogOut /> Sign Out
                </Button>
                <ModerationConsoleLink />
              </>
            ) : (
              viewer && (
                <>
                  <FollowButton size="sm" user={user} isFollowing={user.isFollowing} />
                  {/* A blocked profile is gone for the blocker too: back to the feed. */}
                  <PersonMenu
                    person={user}
                    isMuted={user.isMuted}
                    size="sm"
                    variant="outline"
                    onBlocked={() => navigate('/')}
                    report={{ label: 'Report account', onReport: () => setReporting(true) }}
                  />
                  <ReportUserDialog userId={user.id} open={reporting} onOpenChange={setReporting} />
                </>
              )
            )}
          </HStack>
        </Stack>
      </Flex>
    </Stack>
  );
}
