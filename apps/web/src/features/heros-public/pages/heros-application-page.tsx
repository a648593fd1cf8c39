import {
  type HerosAgencyMatch,
  type HerosPublicApplicationForm,
  herosMessages,
} from '@homer/contracts/heros-public';
import { captchaInterval } from '@homer/contracts/public-form';
import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { checkForAgencies } from '../api/check-for-agencies.ts';
import { getAgenciesByInput } from '../api/get-agencies-by-input.ts';
import { publicApplicationQuery } from '../api/get-public-application.ts';
import { savePublicApplication } from '../api/save-public-application.ts';
import { AgencyEntryStep } from '../components/agency-entry-step.tsx';
import { AgencyExistsNotice } from '../components/agency-exists-notice.tsx';
import { AgencyListStep } from '../components/agency-list-step.tsx';
import { HerosThankYou } from '../components/heros-thank-you.tsx';

type Step = 'entry' | 'list' | 'exists' | 'form' | 'done';

// The long form (contacts, addresses, order, oath) is most of the page's code and is only shown after step 1: it
// loads once the visitor starts on step 1, not with the page (page weight and blocking time, issue 26).
const loadForm = () => import('../components/heros-application-form.tsx');
const HerosApplicationForm = lazy(() =>
  loadForm().then((module) => ({ default: module.HerosApplicationForm })),
);
const preloadForm = () => void loadForm().catch(() => undefined);

const saveFailed = 'Your application could not be submitted. Please try again.';

/** Spec document 2 §2 "HEROS application" (heros-application), flow as in §4. */
export default function HerosApplicationPage() {
  // Rendered from the first paint on: the captcha widget must stay mounted across the steps.
  const guard = usePublicFormGuard(captchaInterval.fast);
  const round = useQuery(publicApplicationQuery);
  const [step, setStep] = useState<Step>('entry');
  const [agencyName, setAgencyName] = useState('');
  const [matches, setMatches] = useState<HerosAgencyMatch[]>([]);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  // The form stays mounted once opened, so going back to the list keeps what was typed.
  const [formOpened, setFormOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [primaryEmail, setPrimaryEmail] = useState('');

  const openForm = () => {
    setFormOpened(true);
    setStep('form');
  };

  const lookUp = async (name: string) => {
    preloadForm();
    setSearching(true);
    setSearchError(null);
    try {
      const found = (await checkForAgencies(name)) ? await getAgenciesByInput(name) : [];
      setMatches(found);
      if (found.length > 0) setStep('list');
      else openForm();
    } catch (error) {
      setSearchError(
        error instanceof ApiError ? error.message : 'The agency search failed. Please try again.',
      );
    } finally {
      setSearching(false);
    }
  };

  const submit = async (values: HerosPublicApplicationForm) => {
    const recaptcha = guard.captcha;
    if (!recaptcha) return;
    setSaving(true);
    setFailure(null);
    try {
      const result = await savePublicApplication({ ...values, honeyPot: guard.honeyPot, recaptcha });
      if (result.isSuccessful) {
        setPrimaryEmail(values.agency.primaryEmail);
        setStep('done');
        window.scrollTo({ top: 0 });
      } else {
        setFailure(result.message ?? saveFailed);
      }
    } catch (error) {
      // 400 and 429 carry a message for the submitter; the api client has reported anything else.
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        setFailure(error.message);
      }
    } finally {
      setSaving(false);
      guard.renew();
    }
  };

  const application = round.data;
  const closed = application !== undefined && application.roundId === 0;

  // Step 1 does not depend on the round: it is on the page the build renders, so the visitor reads the intro while
  // the round loads (its paragraph is the page's largest paint, decision 074). Next waits for the round.
  const entryShown = step === 'entry' && !round.isError && !closed;

  return (
    <Stack py="xl" px="md" maw={960} mx="auto" w="100%">
      <Title order={1}>HEROS Application</Title>
      {guard.element}
      {round.isError && (
        <Alert color="red">The application could not be loaded. Please reload the page to try again.</Alert>
      )}
      {closed && (
        <Alert color="orange" role="status">
          {herosMessages.closed}
        </Alert>
      )}
      {/* Holds its line while the round loads, so the step below does not move when the name arrives. */}
      {(round.isPending || (application?.roundName && !closed)) && (
        <Text c="dimmed">{application?.roundName ?? '\u00a0'}</Text>
      )}
      {entryShown && (
        <Paper withBorder p="md" radius="md">
          <AgencyEntryStep
            agencyName={agencyName}
            onAgencyNameChange={(name) => {
              preloadForm();
              setAgencyName(name);
            }}
            captchaReady={guard.captcha !== null && application !== undefined}
            searching={searching}
            searchError={searchError}
            onNext={lookUp}
          />
        </Paper>
      )}
      {application && !closed && (
        <>
          {step === 'list' && (
            <AgencyListStep
              agencyName={agencyName}
              matches={matches}
              onOnList={() => setStep('exists')}
              onNotOnList={openForm}
              onBack={() => setStep('entry')}
            />
          )}
          {step === 'exists' && (
            <AgencyExistsNotice programEmail={application.programEmail} onBack={() => setStep('list')} />
          )}
          {step === 'form' && (
            <Alert color="blue" role="status">
              {herosMessages.newAgency}
            </Alert>
          )}
          {formOpened && step !== 'done' && (
            <div hidden={step !== 'form'}>
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label="Loading the application form" />
                  </Center>
                }
              >
                <HerosApplicationForm
                  agencyName={agencyName.trim()}
                  roundId={application.roundId}
                  orderOptions={application.orderOptions}
                  captchaReady={guard.captcha !== null}
                  saving={saving}
                  failure={failure}
                  onBack={() => setStep(matches.length > 0 ? 'list' : 'entry')}
                  onSubmit={submit}
                />
              </Suspense>
            </div>
          )}
          {step === 'done' && (
            <HerosThankYou
              primaryEmail={primaryEmail}
              programEmail={application.programEmail}
              mmcapFormUrl={application.mmcapFormUrl}
            />
          )}
        </>
      )}
    </Stack>
  );
}
