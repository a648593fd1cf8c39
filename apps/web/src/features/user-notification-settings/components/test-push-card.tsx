import { dashboardMessages as m } from '@homer/contracts/dashboard';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast.ts';
import { PushPermissionCard } from '../../push-stack/push-permission-card.tsx';
import { sendTestPush } from '../api/test-push.ts';

/** The browser's push permission and a test push to the signed-in user (issue 27: it lives here, decision 091). */
export function TestPushCard() {
  const test = useMutation({
    mutationFn: sendTestPush,
    onSuccess: (result) => toast.success(result.message ?? m.testPushSent),
  });
  return (
    <PushPermissionCard>
      <Button onClick={() => test.mutate()} loading={test.isPending}>
        Send a test push
      </Button>
    </PushPermissionCard>
  );
}
