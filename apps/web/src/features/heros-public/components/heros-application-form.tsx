import type { VerifiedAddress } from '@homer/contracts/address';
import {
  emptyFein,
  type HerosOrderOption,
  type HerosPublicApplicationForm,
  hasCompleteSecondaryContact,
  herosMessages,
  herosPublicApplicationFormSchema,
  isOtherChoice,
} from '@homer/contracts/heros-public';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AddressInput } from '../../../shared/ui/address-input.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { herosCountiesQuery } from '../api/get-heros-counties.ts';
import { herosOrgTaxStatusesQuery } from '../api/get-heros-org-tax-statuses.ts';
import { herosOrgTypesQuery } from '../api/get-heros-org-types.ts';
import { ContactFields } from './contact-fields.tsx';
import { CountyMismatch } from './county-mismatch.tsx';
import { FormSection } from './form-section.tsx';
import { OathSection } from './oath-section.tsx';
import { OptionSelect } from './option-select.tsx';
import { OptionSelectWithOther } from './option-select-with-other.tsx';

type Props = {
  agencyName: string;
  roundId: number;
  orderOptions: HerosOrderOption[];
  captchaReady: boolean;
  saving: boolean;
  /** Why the server refused the last submit; shown in the error summary. */
  failure: string | null;
  onBack: () => void;
  /** Sends the valid form with the messages the submitter confirmed. */
  onSubmit: (values: HerosPublicApplicationForm) => void;
};

const blankAgency: HerosPublicApplicationForm['agency'] = {
  agencyName: '',
  agencyAbbreviation: '',
  fein: '',
  mmcapAccountNumber: '',
  isMmcap: false,
  mmcapAnticipatedDate: '',
  taxStatus: 0,
  otherTaxStatus: '',
  emsStateId: '',
  county: 0,
  operationCounty: 0,
  orgType: 0,
  otherOrgType: '',
  agencySmartyAddress: null,
  shipSmartyAddress: null,
  useAgencyInfoForShipInfo: false,
  shippingInformation: '',
  agencyHeadName: '',
  agencyHeadTitle: '',
  agencyHeadEmail: '',
  agencyHeadPhoneNumber: '',
  primaryName: '',
  primaryTitle: '',
  primaryEmail: '',
  primaryPhone: '',
  secondaryName: '',
  secondaryTitle: '',
  secondaryEmail: '',
  secondaryPhone: '',
  tertiaryName: '',
  tertiaryTitle: '',
  tertiaryEmail: '',
  tertiaryPhone: '',
};

const agencyContacts = [
  {
    legend: 'Primary Contact',
    names: ['primaryName', 'primaryTitle', 'primaryEmail', 'primaryPhone'],
    required: true,
  },
  {
    legend: 'Secondary Contact',
    names: ['secondaryName', 'secondaryTitle', 'secondaryEmail', 'secondaryPhone'],
    required: false,
  },
  {
    legend: 'Tertiary Contact',
    names: ['tertiaryName', 'tertiaryTitle', 'tertiaryEmail', 'tertiaryPhone'],
    required: false,
  },
] as const;
const contactLabels = ['Name', 'Title', 'Email', 'Phone'] as const;

const resolver = zod4Resolver(herosPublicApplicationFormSchema);
const addressMessages: string[] = [
  herosMessages.noAddresses,
  herosMessages.noAgencyAddress,
  herosMessages.noShippingAddress,
];

/** Step 3: the new agency and its application, in the spec's sections (document 2 §2). */
export function HerosApplicationForm({
  agencyName,
  roundId,
  orderOptions,
  captchaReady,
  saving,
  failure,
  onBack,
  onSubmit,
}: Props) {
  const taxStatuses = useQuery(herosOrgTaxStatusesQuery).data;
  const orgTypes = useQuery(herosOrgTypesQuery).data;
  const counties = useQuery(herosCountiesQuery).data;

  const form = useForm<HerosPublicApplicationForm>({
    mode: 'controlled',
    initialValues: {
      agency: { ...blankAgency, agencyName },
      application: {
        roundId,
        orderOptions,
        overdosesPreviousYear: '',
        percentageTrainedNaloxone: '',
        narrative: '',
        oathAcceptedNew: false,
        oathDateTimeNew: null,
      },
      confirmedMessages: [],
      website: '',
    },
    validate: (values) => {
      const errors: Record<string, ReactNode> = { ...resolver(values) };
      const { agency } = values;
      if (isOtherChoice(taxStatuses, agency.taxStatus) && agency.otherTaxStatus.trim() === '') {
        errors['agency.otherTaxStatus'] = herosMessages.otherTaxStatusRequired;
      }
      if (isOtherChoice(orgTypes, agency.orgType) && agency.otherOrgType.trim() === '') {
        errors['agency.otherOrgType'] = herosMessages.otherOrgTypeRequired;
      }
      return errors;
    },
  });
  const { agency } = form.values;

  // A name changed on the entry step after the form was first opened replaces the one here; only a change
  // of the entry's name does, never a re-render, so what was typed in the form stays.
  const entryName = useRef(agencyName);
  const { setFieldValue } = form;
  useEffect(() => {
    if (entryName.current === agencyName) return;
    entryName.current = agencyName;
    setFieldValue('agency.agencyName', agencyName);
  }, [agencyName, setFieldValue]);

  // The shipping address typed before "same as agency" was switched on, restored when it is switched off.
  const ownShipping = useRef<VerifiedAddress | null>(null);
  const [shipOpenings, setShipOpenings] = useState(0);
  const setSameAsAgency = (on: boolean) => {
    if (on) {
      ownShipping.current = agency.shipSmartyAddress;
      form.setFieldValue('agency.shipSmartyAddress', agency.agencySmartyAddress);
    } else {
      form.setFieldValue('agency.shipSmartyAddress', ownShipping.current);
      setShipOpenings((n) => n + 1);
    }
    form.setFieldValue('agency.useAgencyInfoForShipInfo', on);
  };
  const setAgencyAddress = (address: VerifiedAddress | null) => {
    form.setFieldValue('agency.agencySmartyAddress', address);
    if (agency.useAgencyInfoForShipInfo) form.setFieldValue('agency.shipSmartyAddress', address);
    if (address && agency.county === 0) form.setFieldValue('agency.county', address.countyId);
    form.clearFieldError('agency.agencySmartyAddress');
  };
  const setShipAddress = (address: VerifiedAddress | null) => {
    form.setFieldValue('agency.shipSmartyAddress', address);
    form.clearFieldError('agency.agencySmartyAddress');
  };

  const acceptOath = () => {
    form.setFieldValue('application.oathAcceptedNew', true);
    form.setFieldValue('application.oathDateTimeNew', new Date().toISOString());
    form.clearFieldError('application.oathAcceptedNew');
  };

  const summary = useErrorSummary();
  const submit = form.onSubmit((values) => {
    const fein = values.agency.fein.trim() === '' ? emptyFein : values.agency.fein;
    form.setFieldValue('agency.fein', fein);
    const ready = { ...values, agency: { ...values.agency, fein } };
    if (hasCompleteSecondaryContact(ready.agency)) {
      onSubmit({ ...ready, confirmedMessages: [] });
      return;
    }
    modals.openConfirmModal({
      title: 'No Secondary Contact',
      children: <Text size="sm">{herosMessages.noSecondaryContact}</Text>,
      labels: { confirm: 'Continue', cancel: 'Cancel' },
      onConfirm: () => onSubmit({ ...ready, confirmedMessages: [herosMessages.noSecondaryContact] }),
    });
  }, summary.refuse);

  const addressError = form.errors['agency.agencySmartyAddress'];
  const addressProblem =
    typeof addressError === 'string' && addressMessages.includes(addressError) ? addressError : null;
  const problemFor = (which: 'agency' | 'ship') => {
    if (!addressProblem) return null;
    // The combined message is shown once, at the agency address.
    const mine =
      which === 'agency'
        ? [herosMessages.noAddresses, herosMessages.noAgencyAddress]
        : [herosMessages.noShippingAddress];
    return (mine as string[]).includes(addressProblem) ? addressProblem : null;
  };
  const oathError = form.errors['application.oathAcceptedNew'];
  const verifiedCounty = agency.agencySmartyAddress;
  const chosenCounty = counties?.find((c) => c.value === agency.county);

  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        {/* A second honeypot: hidden from people and assistive technology, filled in by form bots. */}
        <div
          style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
          aria-hidden="true"
        >
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
            />
          </label>
        </div>

        <FormSection title="Agency Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Agency Name"
              required
              maxLength={100}
              {...form.getInputProps('agency.agencyName')}
            />
            <TextInput
              label="Agency Abbreviation"
              description="Up to 5 letters"
              maxLength={5}
              {...form.getInputProps('agency.agencyAbbreviation')}
              onChange={(event) =>
                form.setFieldValue('agency.agencyAbbreviation', event.currentTarget.value.toUpperCase())
              }
            />
            <TextInput
              label="FEIN"
              description="Federal Employer Identification Number, such as 12-3456789"
              maxLength={10}
              {...form.getInputProps('agency.fein')}
            />
            <TextInput
              label="EMS State ID"
              inputMode="numeric"
              maxLength={100}
              {...form.getInputProps('agency.emsStateId')}
            />
            <OptionSelectWithOther
              form={form}
              field="orgType"
              otherField="otherOrgType"
              label="Organization Type"
              options={orgTypes}
            />
            <OptionSelectWithOther
              form={form}
              field="taxStatus"
              otherField="otherTaxStatus"
              label="Tax Status"
              options={taxStatuses}
            />
            <OptionSelect form={form} field="county" label="County" options={counties} />
            <OptionSelect
              form={form}
              field="operationCounty"
              label="County of Operation"
              options={counties}
            />
          </SimpleGrid>
          <Switch
            label="Our agency is an MMCAP member"
            {...form.getInputProps('agency.isMmcap', { type: 'checkbox' })}
          />
          {agency.isMmcap ? (
            <TextInput
              label="MMCAP Account Number"
              maxLength={100}
              {...form.getInputProps('agency.mmcapAccountNumber')}
            />
          ) : (
            <TextInput
              type="date"
              label="MMCAP Anticipated Membership Date"
              maxLength={10}
              {...form.getInputProps('agency.mmcapAnticipatedDate')}
            />
          )}
        </FormSection>

        <FormSection title="Agency Address">
          <AddressInput
            label="Agency Street Address"
            value={agency.agencySmartyAddress}
            onChange={setAgencyAddress}
            error={problemFor('agency')}
          />
          {verifiedCounty && chosenCounty && chosenCounty.value !== verifiedCounty.countyId && (
            <CountyMismatch
              chosen={chosenCounty.text}
              verified={verifiedCounty.countyName}
              onUseVerified={() => form.setFieldValue('agency.county', verifiedCounty.countyId)}
            />
          )}
        </FormSection>

        <FormSection title="Shipping Information">
          <Switch
            label="Shipping address is the same as the agency address"
            checked={agency.useAgencyInfoForShipInfo}
            onChange={(event) => setSameAsAgency(event.currentTarget.checked)}
          />
          <AddressInput
            // Remounted when the source changes, so the fields show the copy, the restored value or blanks.
            key={
              agency.useAgencyInfoForShipInfo
                ? `same:${agency.agencySmartyAddress?.formattedAddress ?? ''}`
                : `own:${shipOpenings}`
            }
            label="Shipping Street Address"
            value={agency.shipSmartyAddress}
            onChange={setShipAddress}
            disabled={agency.useAgencyInfoForShipInfo}
            error={problemFor('ship')}
          />
          <TextInput
            label="Shipping Instructions"
            description="Delivery hours, dock or attention line"
            maxLength={100}
            {...form.getInputProps('agency.shippingInformation')}
          />
        </FormSection>

        <FormSection title="Agency Head">
          <ContactFields
            form={form}
            names={['agencyHeadName', 'agencyHeadTitle', 'agencyHeadEmail', 'agencyHeadPhoneNumber']}
            labels={[
              'Agency Head Name',
              'Agency Head Title',
              'Agency Head Email',
              'Agency Head Phone Number',
            ]}
            required
          />
        </FormSection>

        <FormSection title="Agency Contacts">
          <Text size="sm">
            The primary contact receives the emails about this application and, once it is approved, the
            invitation to create an account.
          </Text>
          {agencyContacts.map(({ legend, names, required }) => (
            <Fieldset key={legend} legend={legend}>
              <ContactFields form={form} names={names} labels={contactLabels} required={required} />
            </Fieldset>
          ))}
        </FormSection>

        <FormSection title="Application Details">
          {orderOptions.length > 0 && (
            <Table withTableBorder>
              <Table.Caption>Order options of this round</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Order Option</Table.Th>
                  <Table.Th scope="col">Strength</Table.Th>
                  <Table.Th scope="col">Doses Requested</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orderOptions.map((option, index) => (
                  <Table.Tr key={option.orderId}>
                    <Table.Td>{option.optionName}</Table.Td>
                    <Table.Td>{option.dosage}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Doses Requested: ${option.optionName} ${option.dosage}`}
                        min={0}
                        max={999999}
                        allowDecimal={false}
                        allowNegative={false}
                        clampBehavior="none"
                        maw={160}
                        {...form.getInputProps(`application.orderOptions.${index}.dosesRequested`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Overdoses in the Previous Year"
              required
              inputMode="numeric"
              maxLength={100}
              {...form.getInputProps('application.overdosesPreviousYear')}
            />
            <TextInput
              label="Percentage Trained in Naloxone"
              required
              maxLength={4}
              {...form.getInputProps('application.percentageTrainedNaloxone')}
            />
          </SimpleGrid>
          <Textarea
            label="Narrative"
            description={`Tell us how your agency will use the naloxone (${2500 - form.values.application.narrative.length} characters left)`}
            required
            autosize
            minRows={4}
            maxLength={2500}
            {...form.getInputProps('application.narrative')}
          />
        </FormSection>

        <OathSection
          acceptedAt={
            form.values.application.oathAcceptedNew ? form.values.application.oathDateTimeNew : null
          }
          error={typeof oathError === 'string' ? oathError : null}
          onAccept={acceptOath}
        />

        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={saving} disabled={!captchaReady}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
