import { budgetMessages } from '@homer/contracts/ba-budgets';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MouseEvent } from 'react';
import { appNavigation } from '../../../shared/lib/navigation.ts';

const id = 'budgets:fiscal-year-missing';
const fiscalYearsPath = '/ba/admin/fiscal-years';

/**
 * Spec document 3 §8: a persistent error toast with a 'Click Here' link to the fiscal-years page. The shared
 * toast helper has no inline link, so this one is built here. Notifications render outside the router, so the
 * link navigates through appNavigation.
 */
export function showFiscalYearMissingToast(): void {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    notifications.hide(id);
    appNavigation.go(fiscalYearsPath);
  };
  notifications.show({
    id,
    color: 'red',
    autoClose: false,
    position: 'top-center',
    closeButtonProps: { 'aria-label': 'Close notification' },
    message: (
      <Text size="sm">
        <Anchor href={fiscalYearsPath} onClick={follow} size="sm" underline="always">
          Click Here
        </Anchor>{' '}
        {budgetMessages.fiscalYearRequired}
      </Text>
    ),
  });
}
