import type { HerosAgencyDetailFields } from '@homer/contracts/heros';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { FieldList, Section } from './field-list.tsx';

type Contact = HerosAgencyDetailFields['primary'];

const withOther = (name: string, other: string) => (other ? `${name}: ${other}` : name);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Email({ address }: { address: string }) {
  return address ? (
    <Anchor href={`mailto:${address}`} size="sm">
      {address}
    </Anchor>
  ) : (
    ''
  );
}

function ContactBlock({ title, contact }: { title: string; contact: Contact }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {contact.name === '' && contact.email === '' ? (
        <Text size="sm">Not given.</Text>
      ) : (
        <FieldList
          fields={[
            { label: 'Name', value: contact.name },
            { label: 'Title', value: contact.title },
            { label: 'Email', value: <Email address={contact.email} /> },
            { label: 'Phone', value: contact.phone },
          ]}
        />
      )}
    </Stack>
  );
}

export function AgencySection({ agency }: { agency: HerosAgencyDetailFields }) {
  return (
    <Section title="Agency">
      <FieldList
        fields={[
          { label: 'Agency Name', value: agency.agencyName },
          { label: 'Abbreviation', value: agency.agencyAbbreviation },
          { label: 'FEIN', value: agency.fein },
          { label: 'Tax Status', value: withOther(agency.taxStatusName, agency.otherTaxStatus) },
          { label: 'Organization Type', value: withOther(agency.orgTypeName, agency.otherOrgType) },
          { label: 'EMS State ID', value: agency.emsStateId },
          { label: 'County', value: agency.countyName },
          { label: 'County of Operation', value: agency.operationCountyName },
          { label: 'MMCAP Member', value: yesNo(agency.isMmcap) },
          { label: 'MMCAP Account Number', value: agency.mmcapAccountNumber },
          { label: 'MMCAP Anticipated Date', value: usDate(agency.mmcapAnticipatedDate) },
          { label: 'In HOMER Since', value: usDateTime(agency.createdAt) },
        ]}
      />
    </Section>
  );
}

export function ContactsSection({ agency }: { agency: HerosAgencyDetailFields }) {
  return (
    <Section title="Contacts">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContactBlock title="Agency Head" contact={agency.agencyHead} />
        <ContactBlock title="Primary Contact" contact={agency.primary} />
        <ContactBlock title="Secondary Contact" contact={agency.secondary} />
        <ContactBlock title="Tertiary Contact" contact={agency.tertiary} />
      </SimpleGrid>
    </Section>
  );
}

export function AddressesSection({ agency }: { agency: HerosAgencyDetailFields }) {
  return (
    <Section title="Addresses">
      <FieldList
        fields={[
          { label: 'Agency Address', value: agency.agencyAddress.formattedAddress },
          {
            label: 'Shipping Address',
            value: agency.useAgencyInfoForShipInfo
              ? `Same as the agency address (${agency.shipAddress.formattedAddress})`
              : agency.shipAddress.formattedAddress,
          },
          { label: 'Shipping Instructions', value: agency.shippingInformation },
        ]}
      />
    </Section>
  );
}
