// Only Mantine's foundation here: each component's CSS comes with the chunk that renders it (vite-mantine-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
import '../shared/ui/scheme-tokens.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/lib/query-client.ts';
import { ModalsHost } from './modals-host.tsx';
import { NotificationsHost } from './notifications-host.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <ModalsHost />
        <NotificationsHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
