import { herosMessages, herosMmcapStep, herosNextSteps } from '@homer/contracts/heros-public';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';

type Props = {
  primaryEmail: string;
  programEmail: string;
  /** The programme's MMCAP application form (HEROS_MMCAP_FORM_URL); null: the applicant asks for it. */
  mmcapFormUrl: string | null;
};

/** Step 4: the thank-you with the next steps (spec document 2 §2). */
export function HerosThankYou({ primaryEmail, programEmail, mmcapFormUrl }: Props) {
  const mmcapStep = mmcapFormUrl ? (
    <Anchor href={mmcapFormUrl} target="_blank" rel="noopener">
      {herosMmcapStep}
    </Anchor>
  ) : (
    <>
      {herosMmcapStep}{' '}
      <Anchor href={`mailto:${programEmail}?subject=${encodeURIComponent('MMCAP application form')}`}>
        Ask {programEmail} for the form
      </Anchor>
      .
    </>
  );
  return (
    <Stack>
      <SuccessAlert>
        <Text fw={700}>{herosMessages.saved}</Text>
        <Text size="sm">
          We sent a confirmation with these steps to {primaryEmail}. Programme staff will now review your
          application.
        </Text>
      </SuccessAlert>
      <Title order={2} size="h3">
        Next steps
      </Title>
      <List type="ordered" spacing="xs">
        {herosNextSteps.map((step) => (
          <List.Item key={step}>{step === herosMmcapStep ? mmcapStep : step}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
