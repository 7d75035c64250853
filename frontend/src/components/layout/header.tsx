import { Box, Button, Flex, HStack, Text, chakra } from '@chakra-ui/react';
import { IconButton } from '../ui/icon-button';
import { Info, LogOut, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { ColorModeButton } from '../ui/color-mode';
import { UserAvatar } from '../ui/user-avatar';
import { HEADER_HEIGHT } from './chrome-sizes';
import { useSignOut } from './use-sign-out';

const LogoLink = chakra(RouterLink);

export function Logo() {
  return (
    <LogoLink
      to="/"
      display="flex"
      alignItems="center"
      gap="2"
      minH="11"
      flexShrink={0}
      px="1"
      mx="-1"
      rounded="md"
      fontWeight="extrabold"
      fontSize={{ base: 'lg', sm: 'xl' }}
      letterSpacing="tight"
      aria-label="GenAlpha home"
    >
      <Box as={Sparkles} boxSize="6" flexShrink={0} color="brand.solid" aria-hidden />
      <Text as="span" bgGradient="to-r" gradientFrom="purple.400" gradientTo="pink.400" bgClip="text" color="transparent">
        GenAlpha
      </Text>
    </LogoLink>
  );
}

/** The top bar; `hidden` slides it away (phones and tablets while scrolling down the page). `search` shows on desktop (phones have the Search tab). */
export function Header({ notifications, search, hidden = false }: { notifications?: ReactNode; search?: ReactNode; hidden?: boolean }) {
  const { data: user, isPending } = useCurrentUser();
  const logout = useSignOut();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="blur(12px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
      transform={hidden ? 'translateY(-100%)' : 'none'}
      transition="transform 0.2s ease"
      data-hidden={hidden || undefined}
      // A focused control in the header brings it back.
      _focusWithin={{ transform: 'none' }}
    >
      <Flex maxW="8xl" mx="auto" h={`${HEADER_HEIGHT}px`} px={{ base: '2', sm: '3', md: '6' }} align="center" justify="space-between" gap="1">
        <Logo />
        <Box display={{ base: 'none', lg: 'block' }} flex="1" maxW="xl" mx="6">
          {search}
        </Box>
        <HStack gap={{ base: '0', sm: '1', md: '2' }} minW="0">
          <Button asChild variant="ghost" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
            <RouterLink to="/about">About</RouterLink>
          </Button>
          <IconButton asChild variant="ghost" size="sm" aria-label="About" display={{ base: 'inline-flex', sm: 'none' }}>
            <RouterLink to="/about">
              <Info />
            </RouterLink>
          </IconButton>
          <ColorModeButton />
          {!isPending && !user && (
            <Button asChild size="sm" colorPalette="purple">
              <RouterLink to="/auth">Sign in/Sign up</RouterLink>
            </Button>
          )}
          {user && (
            <>
              {notifications}
              {user.role !== 'user' && (
                <IconButton asChild variant="ghost" size="sm" aria-label="Moderation console" display={{ base: 'none', sm: 'inline-flex' }}>
                  <RouterLink to="/admin">
                    <ShieldCheck />
                  </RouterLink>
                </IconButton>
              )}
              <Button variant="outline" size="sm" onClick={logout.signOut} disabled={logout.isPending} aria-label={logout.isPending ? undefined : 'Logout'}>
                <LogOut />
                <Text as="span" display={{ base: logout.isPending ? 'inline' : 'none', md: 'inline' }}>
                  {logout.isPending ? 'Logging out...' : 'Logout'}
                </Text>
              </Button>
              <IconButton asChild variant="ghost" size="sm" rounded="full" aria-label="Your profile">
                <RouterLink to="/profile">
                  <UserAvatar person={user} size="xs" />
                </RouterLink>
              </IconButton>
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
