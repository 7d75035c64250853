import { Box, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { HEADER_HEIGHT, RAIL_WIDTH, TICKER_HEIGHT } from './chrome-sizes';
import { SIDE_TABS, activeTab, uploadPath } from './nav-tabs';

const RailLink = chakra(Link);

/** Desktop (≥ 1024 px): the three tabs as a left rail, Upload a prominent button between them. */
export function SideRail({ tickerShown }: { tickerShown: boolean }) {
  const { data: user } = useCurrentUser();
  const current = activeTab(useLocation().pathname);
  const [feed, creators] = SIDE_TABS;
  const item = (tab: (typeof SIDE_TABS)[number]) => (
    <RailLink
      key={tab.key}
      to={tab.to}
      aria-current={current === tab.key ? 'page' : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      h="12"
      px="3"
      rounded="lg"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'bg.muted', fontWeight: 'semibold' } }}
    >
      <Box as={tab.icon} boxSize="5" aria-hidden />
      <Text as="span">{tab.label}</Text>
    </RailLink>
  );
  return (
    <Box
      as="nav"
      aria-label="Main"
      display={{ base: 'none', lg: 'block' }}
      position="fixed"
      left="0"
      top={`${HEADER_HEIGHT + 1}px`}
      bottom={tickerShown ? `${TICKER_HEIGHT}px` : '0'}
      w={`${RAIL_WIDTH}px`}
      zIndex="docked"
      borderRightWidth="1px"
      borderColor="border.muted"
      bg="bg"
      overflowY="auto"
    >
      <Stack gap="1" p="3" pt="4">
        {item(feed)}
        <RailLink
          to={uploadPath(!!user)}
          aria-current={current === 'upload' ? 'page' : undefined}
          display="flex"
          alignItems="center"
          justifyContent="center"
          gap="2"
          h="12"
          my="2"
          rounded="full"
          fontWeight="semibold"
          color="white"
          bgGradient="to-br"
          gradientFrom="purple.500"
          gradientTo="pink.500"
          boxShadow="0 8px 24px -10px var(--chakra-colors-purple-500)"
          _hover={{ filter: 'brightness(1.08)' }}
          css={{ '&[aria-current=page]': { boxShadow: '0 0 0 2px var(--chakra-colors-bg), 0 0 0 4px var(--chakra-colors-pink-400)' } }}
        >
          <Flex as="span" align="center" justify="center" boxSize="6" rounded="full" bg="whiteAlpha.300">
            <Plus size={18} aria-hidden />
          </Flex>
          <Text as="span">Upload</Text>
        </RailLink>
        {item(creators)}
      </Stack>
    </Box>
  );
}
