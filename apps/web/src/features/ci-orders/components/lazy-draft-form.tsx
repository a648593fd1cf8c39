import { Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { DraftForm as DraftFormComponent } from './draft-form.tsx';

// The form (and its inputs) loads with a new order or a draft, not with every order's page.
const DraftForm = lazy(() => import('./draft-form.tsx').then((m) => ({ default: m.DraftForm })));

/** The draft form, loaded on first use. */
export function LazyDraftForm(props: ComponentProps<typeof DraftFormComponent>) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
      <DraftForm {...props} />
    </Suspense>
  );
}
