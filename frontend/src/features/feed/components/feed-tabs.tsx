import { Flex, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { rememberTab, searchOf, type FeedSelection, type FeedTab } from '../api/feed-selection';

const TabLink = chakra(RouterLink);

const LABELS: Record<FeedTab, string> = { latest: 'Latest', foryou: 'For You', following: 'Following' };

interface Props {
  selection: FeedSelection;
  /** Following is for signed-in viewers only. */
  signedIn: boolean;
}

/** Latest, For You, Following: links (`/`, `/?feed=foryou`…) keeping the tool chosen; the choice is remembered. */
export function FeedTabs({ selection, signedIn }: Props) {
  const tabs: FeedTab[] = signedIn ? ['latest', 'foryou', 'following'] : ['latest', 'foryou'];
  return (
    <Flex as="nav" aria-label="Feeds" gap="1" borderBottomWidth="1px" borderColor="border.muted" mb="3">
      {tabs.map((tab) => (
        <TabLink
          key={tab}
          to={{ pathname: '/', search: searchOf({ tab, tool: selection.tool }) }}
          onClick={() => rememberTab(tab)}
          aria-current={tab === selection.tab ? 'page' : undefined}
          px="3"
          minH="11"
          display="flex"
          alignItems="center"
          fontWeight="medium"
          color="fg.muted"
          borderBottomWidth="2px"
          borderColor="transparent"
          mb="-1px"
          _hover={{ color: 'fg' }}
          css={{ '&[aria-current=page]': { color: 'fg', fontWeight: 'semibold', borderColor: 'brand.solid' } }}
        >
          {LABELS[tab]}
        </TabLink>
      ))}
    </Flex>
  );
}
