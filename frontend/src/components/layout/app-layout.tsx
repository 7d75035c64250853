import { Box, Link } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/page-spinner';
import { BottomTabBar } from './bottom-tab-bar';
import { BOTTOM_CHROME_SPACE } from './chrome-sizes';
import { Header } from './header';
import { Ticker } from './ticker';

/** Header, page, ticker and tab bar; the alpha gate (/secret) stands alone. */
export function AppLayout({ notifications }: { notifications?: ReactNode }) {
  const { pathname } = useLocation();
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  if (pathname === '/secret') return page;
  return (
    <>
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </Link>
      <Header notifications={notifications} />
      <Box as="main" id="main" tabIndex={-1} pb={`${BOTTOM_CHROME_SPACE}px`} outline="none">
        {page}
      </Box>
      <Ticker />
      <BottomTabBar />
    </>
  );
}
