import { Suspense, useState } from 'react';
import { Outlet, RouterProvider, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { lazyNamed } from '@/lib/lazy-named';
import { RouteError } from './route-error';
import { childPath } from './screen-paths';

const NotificationBell = lazyNamed(() => import('@/features/notifications/components/notification-bell'), 'NotificationBell');
const HeaderSearch = lazyNamed(() => import('@/features/search/components/header-search'), 'HeaderSearch');
const VerifyEmailBanner = lazyNamed(() => import('@/features/auth/components/verify-email-banner'), 'VerifyEmailBanner');

type RouteModule = { default: React.ComponentType };

/** Every screen is its own chunk, loaded when first visited. */
const lazyRoute = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: (
      <>
        {/* A new page starts at its top; Back returns to where the previous one was scrolled. */}
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <AppLayout
            notifications={
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            }
            banner={
              <Suspense fallback={null}>
                <VerifyEmailBanner />
              </Suspense>
            }
            search={
              <Suspense fallback={null}>
                <HeaderSearch />
              </Suspense>
            }
          />
        ),
        children: [
          { index: true, ...lazyRoute(() => import('./routes/home')) },
          { path: 'secret', ...lazyRoute(() => import('./routes/secret')) },
          { path: childPath('auth'), ...lazyRoute(() => import('./routes/auth')) },
          { path: 'reset-password', ...lazyRoute(() => import('./routes/reset-password')) },
          { path: 'verify-email', ...lazyRoute(() => import('./routes/verify-email')) },
          { path: 'confirm-email', ...lazyRoute(() => import('./routes/confirm-email')) },
          { path: 'appeal', ...lazyRoute(() => import('./routes/appeal')) },
          { path: 'upload', ...lazyRoute(() => import('./routes/upload')) },
          { path: 'creators', ...lazyRoute(() => import('./routes/creators')) },
          { path: 'search', ...lazyRoute(() => import('./routes/search')) },
          { path: 'profile', ...lazyRoute(() => import('./routes/profile')) },
          { path: childPath('profile'), ...lazyRoute(() => import('./routes/profile')) },
          { path: 'settings', ...lazyRoute(() => import('./routes/settings')) },
          { path: 'settings/tokens', ...lazyRoute(() => import('./routes/tokens')) },
          { path: childPath('video'), ...lazyRoute(() => import('./routes/video')) },
          { path: childPath('about'), ...lazyRoute(() => import('./routes/about')) },
          { path: 'admin', ...lazyRoute(() => import('./routes/admin')) },
          { path: '*', ...lazyRoute(() => import('./routes/not-found')) },
        ],
      },
      // The immersive player covers the whole screen: no header, tab bar or ticker.
      { path: childPath('watch'), ...lazyRoute(() => import('./routes/watch')) },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
