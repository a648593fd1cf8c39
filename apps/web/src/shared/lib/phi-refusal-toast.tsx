import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MouseEvent } from 'react';
import { appNavigation } from './navigation.ts';

/** The signed-in user's own Security tab, where a second factor is enrolled (the page resolves currentUser). */
const secondFactorPath = '/admin/users/user/edit/security/currentUser';

const id = 'phi-refusal';

function follow(event: MouseEvent<HTMLAnchorElement>): void {
  // The toast lives outside the router, so the link navigates through it rather than reloading the app.
  event.preventDefault();
  notifications.hide(id);
  appNavigation.go(secondFactorPath);
}

/**
 * The §8 PHI refusal (467, 418) with the way out of it: a link to where the user enrols a second factor
 * (decision 067). It stays until closed or followed, as the spec's 2-second toasts would close before a
 * keyboard user could reach the link.
 */
export function showPhiRefusal(message: string): void {
  notifications.show({
    id,
    message: (
      <>
        <div>{message}</div>
        <Anchor href={secondFactorPath} onClick={follow} size="sm" underline="always">
          Set up a second factor
        </Anchor>
      </>
    ),
    color: 'red',
    autoClose: false,
    position: 'top-center',
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
