import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { HerosTabs } from './heros-tabs.tsx';

/** Every HEROS page: the programme's tabs, then the page. */
export function HerosFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0}>
      <HerosTabs />
      {children}
    </Stack>
  );
}
