import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { House, Plus, Search, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { TAB_BAR_HEIGHT } from './chrome-sizes';
import { activeTab, uploadPath, type TabKey } from './nav-tabs';

const TabLink = chakra(Link);

function Tab({ to, tab, current, icon, label }: { to: string; tab: TabKey; current: TabKey | null; icon: ReactNode; label: string }) {
  return (
    <TabLink
      to={to}
      aria-current={tab === current ? 'page' : undefined}
      flex="1"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="0.5"
      h="full"
      minW="11"
      fontSize="xs"
      fontWeight="medium"
      color="fg.muted"
      rounded="lg"
      _hover={{ color: 'fg' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } }}
    >
      {/* Every icon sits in the same 48 px slot, so the labels share one baseline. */}
      <Flex as="span" boxSize="12" align="center" justify="center" flexShrink={0}>
        {icon}
      </Flex>
      <Text as="span" lineHeight="1">
        {label}
      </Text>
    </TabLink>
  );
}

/** Phones and tablets: Feed, Search, the central Upload button, Creators. Hidden on desktop (the side rail, the header's search field). */
export function BottomTabBar() {
  const { data: user } = useCurrentUser();
  const current = activeTab(useLocation().pathname);
  return (
    <Box
      as="nav"
      aria-label="Main"
      display={{ base: 'block', lg: 'none' }}
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
      <Flex maxW="md" mx="auto" h="full" align="center" px="4" py="1">
        <Tab to="/" tab="feed" current={current} label="Feed" icon={<House size={22} aria-hidden />} />
        <Tab to="/search" tab="search" current={current} label="Search" icon={<Search size={22} aria-hidden />} />
        <Tab
          to={uploadPath(!!user)}
          tab="upload"
          current={current}
          label="Upload"
          icon={
            <Flex
              as="span"
              boxSize="11"
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
          }
        />
        <Tab to="/creators" tab="creators" current={current} label="Creators" icon={<Trophy size={22} aria-hidden />} />
      </Flex>
    </Box>
  );
}
