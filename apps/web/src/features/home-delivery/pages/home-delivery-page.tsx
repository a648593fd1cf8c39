import {
  type HomeDeliveryForm,
  type HomeDeliveryModel,
  homeDeliveryFormSchema,
  homeDeliveryMessages,
  type RxNumberField,
  type RxRefill,
  rxKey,
  rxNumberFields,
  rxNumberLength,
} from '@homer/contracts/home-delivery';
import { captchaInterval } from '@homer/contracts/public-form';
import { Button, Divider, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback, useEffect, useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { submitHomeDeliveryRefill } from '../api/submit-home-delivery-refill.ts';
import { verifyHomeDeliveryRefill } from '../api/verify-home-delivery-refill.ts';
import { RxNumberHelp } from '../components/rx-number-help.tsx';
import { SubmittedRxModal } from '../components/submitted-rx-modal.tsx';

const emptyForm: HomeDeliveryForm = {
  rxNumber1: '',
  rxNumber2: '',
  rxNumber3: '',
  rxNumber4: '',
  rxNumber5: '',
  rxNumber6: '',
  phoneNumber: '',
};

/** Per box: absent = not checked, '' = verified, text = the server's reason it cannot be refilled. */
type Results = Partial<Record<RxNumberField, string>>;

const notSent = 'Your refill request could not be sent. Please try again.';

type Submitted = { id: number; refills: RxRefill[]; message: string | null };

/** Marks each box from the server's per-prescription answers; only the first 8 digits take part. */
function resultsFor(values: HomeDeliveryForm, refills: RxRefill[]): Results {
  const byNumber = new Map(refills.map((r) => [r.rxNumber, r.errorMessage ?? '']));
  const results: Results = {};
  for (const field of rxNumberFields) {
    const outcome = byNumber.get(rxKey(values[field]));
    if (values[field] !== '' && outcome !== undefined) results[field] = outcome;
  }
  return results;
}

/**
 * Home-delivery refill (spec document 2): the numbers are verified with the pharmacy first; when all can be
 * refilled, the request is stored with a second call, which carries a fresh captcha solution of its own.
 */
export default function HomeDeliveryPage() {
  const guard = usePublicFormGuard(captchaInterval.slow);
  const [results, setResults] = useState<Results>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<HomeDeliveryModel | null>(null);
  // The stored request stays confirmed on the page after its modal is closed and the form is reset.
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const summary = useErrorSummary();
  const form = useForm<HomeDeliveryForm>({
    mode: 'controlled',
    initialValues: emptyForm,
    validate: zod4Resolver(homeDeliveryFormSchema),
    onValuesChange: (next, previous) => {
      // An edited box is no longer the number the server checked; another phone unchecks them all.
      if (next.phoneNumber !== previous.phoneNumber) return setResults({});
      const edited = rxNumberFields.filter((f) => next[f] !== previous[f]);
      if (edited.length === 0) return;
      setResults((current) => {
        const kept = { ...current };
        for (const f of edited) delete kept[f];
        return kept;
      });
    },
  });

  const { values } = form;
  const finish = useCallback(
    async (model: HomeDeliveryModel, recaptcha: string) => {
      try {
        const result = await submitHomeDeliveryRefill({ ...model, honeyPot: guard.honeyPot, recaptcha });
        if (result.model) setResults(resultsFor(values, result.model.rxRefills));
        if (result.isSuccessful && result.model && result.value !== null) {
          setSubmitted({ id: result.value, refills: result.model.rxRefills, message: result.message });
          setModalOpen(true);
        } else {
          setFailure(result.message ?? homeDeliveryMessages.verifyFailed);
        }
      } catch (error) {
        setFailure(refusalMessage(error) ?? notSent);
      } finally {
        guard.renew();
        setBusy(false);
      }
    },
    [guard.honeyPot, guard.renew, values],
  );

  // The verified model waits here for the next captcha solution, then is stored.
  useEffect(() => {
    if (!pending || !guard.captcha) return;
    setPending(null);
    void finish(pending, guard.captcha);
  }, [pending, guard.captcha, finish]);

  const submit = form.onSubmit(async (formValues) => {
    if (!guard.captcha) return;
    setFailure(null);
    setSubmitted(null);
    setBusy(true);
    let verified: HomeDeliveryModel | null = null;
    try {
      const result = await verifyHomeDeliveryRefill({
        ...formValues,
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.model) setResults(resultsFor(formValues, result.model.rxRefills));
      if (result.isSuccessful && result.model) verified = result.model;
      else setFailure(result.message ?? homeDeliveryMessages.verifyFailed);
    } catch (error) {
      setFailure(refusalMessage(error) ?? notSent);
    } finally {
      guard.renew();
      if (verified) setPending(verified);
      else setBusy(false);
    }
  }, summary.refuse);

  const reset = () => {
    form.setValues(emptyForm);
    form.resetDirty(emptyForm);
    form.clearErrors();
    setResults({});
    setFailure(null);
  };

  const closeSubmitted = () => {
    setModalOpen(false);
    reset();
  };

  const rxInput = (field: RxNumberField, index: number) => {
    const props = form.getInputProps(field);
    const outcome = results[field];
    // Found, but not sent until every number passes: no green tick that suggests a refill is on its way.
    const found = outcome === '';
    return (
      <TextInput
        key={field}
        label={`Rx Number ${index + 1}`}
        required={index === 0}
        inputMode="numeric"
        autoComplete="off"
        maxLength={rxNumberLength}
        {...props}
        error={props.error ?? (outcome ? outcome : undefined)}
        description={found && !props.error ? 'Found at the pharmacy, not sent yet' : undefined}
      />
    );
  };

  return (
    <PageCard title="RX Refill - Home Delivery Only Form" maw={820}>
      <Text>
        Enter up to six prescription (Rx) numbers and the phone number on your pharmacy record. We check each
        number with the pharmacy before your refill request is sent; refills are mailed to the address the
        pharmacy has on file.
      </Text>
      {submitted && !modalOpen && (
        <SuccessAlert>
          <Text size="sm" fw={700}>
            Refill request #{submitted.id}: {submitted.message ?? homeDeliveryMessages.submitted}
          </Text>
          <List size="sm">
            {submitted.refills.map((refill) => (
              <List.Item key={refill.rxNumber}>
                Rx {refill.rxNumber}, refills remaining: {refill.refillsRemaining ?? 0}
              </List.Item>
            ))}
          </List>
        </SuccessAlert>
      )}
      <form ref={summary.formRef} onSubmit={submit} onReset={reset} noValidate>
        <Stack>
          <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
          {guard.element}
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>{rxNumberFields.map(rxInput)}</SimpleGrid>
          <TextInput
            label="Phone Number"
            type="tel"
            required
            autoComplete="tel"
            maxLength={21}
            maw={320}
            {...form.getInputProps('phoneNumber')}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={!guard.captcha && !busy}>
              Submit
            </Button>
            <Button type="reset" variant="default" disabled={busy}>
              Reset
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <RxNumberHelp />
      <SubmittedRxModal
        requestId={submitted?.id ?? null}
        refills={modalOpen ? (submitted?.refills ?? null) : null}
        message={submitted?.message ?? null}
        onClose={closeSubmitted}
      />
    </PageCard>
  );
}
