import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { House, Plus, Trophy } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { TAB_BAR_HEIGHT } from './chrome-sizes';

const Tab = chakra(NavLink);

const tabStyles = {
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  h: 'full',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { color: 'fg' },
  '&[aria-current=page]': { color: 'brand.fg' },
} as const;

/** Feed, the central Upload button, Creators. Upload sends a signed-out visitor to /auth. */
export function BottomTabBar() {
  const { data: user } = useCurrentUser();
  return (
    <Box
      as="nav"
      aria-label="Main"
      position="fixed"
      insetX="0"
      bottom="0"
      h={`${TAB_BAR_HEIGHT}px`}
      zIndex="docked"
      bg="bg.panel/95"
      backdropFilter="blur(12px)"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex maxW="md" mx="auto" h="full" align="center" px="4">
        <Tab to="/" end {...tabStyles}>
          <House size={22} aria-hidden />
          <Text as="span">Feed</Text>
        </Tab>
        <Tab to={user ? '/upload' : '/auth'} {...tabStyles}>
          <Flex
            as="span"
            boxSize="12"
            rounded="full"
            align="center"
            justify="center"
            color="white"
            bgGradient="to-br"
            gradientFrom="purple.500"
            gradientTo="pink.500"
            boxShadow="0 6px 20px -6px var(--chakra-colors-purple-500)"
          >
            <Plus size={26} aria-hidden />
          </Flex>
          <Text as="span">Upload</Text>
        </Tab>
        <Tab to="/creators" {...tabStyles}>
          <Trophy size={22} aria-hidden />
          <Text as="span">Creators</Text>
        </Tab>
      </Flex>
    </Box>
  );
}
