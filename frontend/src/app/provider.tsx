import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { TooltipLayer } from '@/components/ui/tooltip-layer';
import { cspNonce } from '@/lib/csp-nonce';
import { keepAtRulesApart } from '@/lib/emotion-at-rules';
import { createQueryClient } from './query-client';
import { appSystem } from './theme';

// Emotion's <style> elements carry the nonce the Content-Security-Policy allows.
const styleCache = createCache({ key: 'css', nonce: cspNonce() });
keepAtRulesApart(styleCache);

const Toaster = lazy(() => import('@/components/ui/toaster'));

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={appSystem()}>
        <ColorModeProvider>
          <QueryClientProvider client={client}>
            {children}
            <TooltipLayer />
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </QueryClientProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
