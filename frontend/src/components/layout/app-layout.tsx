import { Box, Link } from '@chakra-ui/react';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { usePasskeyUserSignal } from '@/lib/passkey-user-signal';
import { PageSpinner } from '../ui/page-spinner';
import { BottomTabBar } from './bottom-tab-bar';
import { HEADER_HEIGHT, HEADER_OFFSET_VAR, RAIL_WIDTH, bottomChromeSpace } from './chrome-sizes';
import { Header } from './header';
import { SideRail } from './side-rail';
import { Ticker } from './ticker';
import { useTickerDismissal } from './ticker-dismissal';
import { useHideOnScroll, useMediaQuery } from './use-hide-on-scroll';

/** Chakra's `lg`: the side rail replaces the tab bar and the header stays put. */
const DESKTOP_QUERY = '(min-width: 64em)';

/** Header, page, ticker and tab bar (side rail on desktop); the alpha gate (/secret) stands alone. `banner` tops the page; `search` is the header's search field. */
export function AppLayout({ notifications, banner, search }: { notifications?: ReactNode; banner?: ReactNode; search?: ReactNode }) {
  const { pathname } = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const headerHidden = useHideOnScroll(!desktop && pathname !== '/secret', HEADER_HEIGHT);
  const [tickerDismissed, dismissTicker] = useTickerDismissal();
  usePasskeyUserSignal(useCurrentUser().data);
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  if (pathname === '/secret') return page;
  return (
    <Box style={{ [HEADER_OFFSET_VAR]: headerHidden ? '0px' : `${HEADER_HEIGHT}px` } as CSSProperties}>
      <Link href="#main" position="absolute" left="2" top="-20" zIndex="skipLink" bg="bg.panel" px="3" py="2" rounded="md" _focus={{ top: '2' }}>
        Skip to content
      </Link>
      <Header notifications={notifications} search={search} hidden={headerHidden} />
      <Box as="main" id="main" tabIndex={-1} pb={bottomChromeSpace(!tickerDismissed)} pl={{ lg: `${RAIL_WIDTH}px` }} outline="none">
        {banner}
        {page}
      </Box>
      <SideRail tickerShown={!tickerDismissed} />
      {!tickerDismissed && <Ticker onDismiss={dismissTicker} />}
      <BottomTabBar />
    </Box>
  );
}
