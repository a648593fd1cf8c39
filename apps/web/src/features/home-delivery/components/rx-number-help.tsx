import { centralPharmacyHelpLine } from '@homer/contracts/home-delivery';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import rxLabel from '../assets/rx-label.svg';
import rxReceipt from '../assets/rx-receipt.svg';

/** Where to find the Rx number, and whom to call (spec document 2, "Home delivery refill": help images). */
export function RxNumberHelp() {
  const telephone = centralPharmacyHelpLine.replace(/\D/g, '');
  return (
    <Stack gap="xs">
      <Text fw={600}>Where do I find my Rx number?</Text>
      <Group align="flex-start" gap="md">
        <Image
          src={rxLabel}
          w={240}
          h="auto"
          alt="Sample prescription label: the Rx number is the 8-digit number after “Rx#” at the top left of the label, circled in red."
        />
        <Image
          src={rxReceipt}
          w={165}
          h="auto"
          alt="Sample pharmacy refill receipt: the Rx number is printed after “RX:” above the drug name, circled in red."
        />
      </Group>
      <Text size="sm">
        For help with this form or your prescriptions, call the Central Pharmacy help line at{' '}
        <Anchor href={`tel:+1${telephone}`}>{centralPharmacyHelpLine}</Anchor>, Monday to Friday, 8:00 AM to
        5:00 PM.
      </Text>
    </Stack>
  );
}
