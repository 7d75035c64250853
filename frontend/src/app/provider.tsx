import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { createQueryClient } from './query-client';
import { system } from './theme';

const Toaster = lazy(() => import('@/components/ui/toaster'));

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <QueryClientProvider client={client}>
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
