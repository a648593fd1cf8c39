import { messages } from '@homer/contracts/messages';
import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { secondFactorEnrolPath } from '../../../shared/lib/phi-ready.ts';
import { session } from '../../../shared/lib/session.ts';
import { storageKeys } from '../../../shared/lib/storage-keys.ts';
import { useSession } from '../../../shared/lib/use-session.ts';

/** Microsoft's own "set up MFA now" page (Security info), where an Entra account enrols its second factor. */
const entraEnrolUrl = 'https://aka.ms/mfasetup';

/** Only an address inside this app is offered as the way back; anything else could send the user elsewhere. */
function returnPath(from: string | null): string | null {
  return from?.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * Decision 083: instead of bouncing to the dashboard with a toast, a PHI page the session cannot open yet brings
 * the user here, told what is missing (spec §8's message) and how to get it.
 */
export default function SecondFactorRequiredPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const from = returnPath(params.get('from'));
  const usesSso = localStorage.getItem(storageKeys.loggedInUsingSso) === 'true';
  if (!user) return null;
  const missingFactor = !user.mfaVerified;
  const missingTimeout = !user.inactivityTimeout;

  return (
    <Stack gap="md" align="flex-start" maw={720}>
      <Title order={1}>Second factor required</Title>
      {/* No Alert title: Mantine colours it with the alert's hue, under 4.5:1 on the light background. */}
      <Alert color="orange" variant="light">
        <Text size="sm" fw={700}>
          This page shows patient information.
        </Text>
        <Text size="sm">{messages.phiRequired}</Text>
      </Alert>
      {missingFactor || missingTimeout ? (
        <>
          <Text>To open it:</Text>
          <List type="ordered" spacing="sm">
            {missingFactor && (
              <List.Item>
                Set up a second factor (a security key, passkey or fingerprint).{' '}
                <Anchor component={Link} to={secondFactorEnrolPath}>
                  Set up a second factor in HOMER
                </Anchor>
                {usesSso && (
                  <>
                    {' '}
                    or, as you sign in with Microsoft,{' '}
                    <Anchor href={entraEnrolUrl} target="_blank" rel="noopener noreferrer">
                      set up MFA now at Microsoft (opens in a new tab)
                    </Anchor>
                  </>
                )}
                .
              </List.Item>
            )}
            {missingFactor && (
              <List.Item>
                Sign out and sign in again, confirming with the second factor: this session was opened without
                one.
              </List.Item>
            )}
            {missingTimeout && (
              <List.Item>
                Your account has the inactivity timeout turned off.{' '}
                <Anchor component={Link} to="/help-ticket">
                  Submit a help-desk ticket
                </Anchor>{' '}
                to have it turned on.
              </List.Item>
            )}
          </List>
          {missingFactor && (
            <Button variant="default" onClick={() => void session.logout()}>
              Sign out
            </Button>
          )}
        </>
      ) : (
        <Text>This session now meets both conditions.</Text>
      )}
      <Stack gap={4}>
        {from && !missingFactor && !missingTimeout && (
          <Anchor component={Link} to={from}>
            Open the page you asked for
          </Anchor>
        )}
        <Anchor component={Link} to="/dashboard">
          Back to the dashboard
        </Anchor>
      </Stack>
    </Stack>
  );
}
