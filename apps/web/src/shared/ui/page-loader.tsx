import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Full-height spinner while the app or a page is loading. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
