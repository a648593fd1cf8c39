import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useInFlightRequestCount } from '../../shared/lib/in-flight-requests.ts';

/** Thin bar at the top while non-silent requests or a page change (lazy chunk, guard) are pending. */
export function RequestProgressBar() {
  const requests = useInFlightRequestCount();
  const navigation = useNavigation();
  if (requests === 0 && navigation.state === 'idle') return null;
  return (
    <Progress.Root size={3} radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }}>
      <Progress.Section value={100} animated aria-label="Loading" />
    </Progress.Root>
  );
}
