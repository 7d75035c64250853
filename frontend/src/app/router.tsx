import { Suspense, lazy, useState } from 'react';
import { RouterProvider, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteError } from './route-error';
import { screens, type ScreenModule } from './screens';

const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

const lazyRoute = (load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: (
      <>
        {/* A new page starts at its top; Back returns to where the previous one was scrolled. */}
        <ScrollRestoration />
        <AppLayout
          notifications={
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          }
        />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, ...lazyRoute(screens.home) },
      { path: 'secret', ...lazyRoute(screens.secret) },
      { path: 'auth', ...lazyRoute(screens.auth) },
      { path: 'upload', ...lazyRoute(screens.upload) },
      { path: 'creators', ...lazyRoute(screens.creators) },
      { path: 'profile', ...lazyRoute(screens.profile) },
      { path: 'profile/:username', ...lazyRoute(screens.profile) },
      { path: 'video/:id', ...lazyRoute(screens.video) },
      { path: 'about', ...lazyRoute(screens.about) },
      { path: 'admin', ...lazyRoute(screens.admin) },
      { path: '*', ...lazyRoute(screens.notFound) },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
