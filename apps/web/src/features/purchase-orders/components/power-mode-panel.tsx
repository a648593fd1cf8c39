import { moneySchema } from '@homer/contracts/ba';
import { testMultiplierSchema } from '@homer/contracts/ba-purchase-orders';
import { Button, Checkbox, Group, Paper, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';

export type PowerModeValues = { testAllocation: string; testMultiplier: string; testRandomize: boolean };

const firstError = (value: string, schema: typeof moneySchema | typeof testMultiplierSchema) => {
  if (value.trim() === '') return null;
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/**
 * Spec "power mode" testing panel (shown only when the server's flag is on): its inputs go to the PO list call,
 * which answers with test figures. Apply sends them; with Randomize, each Apply draws new figures.
 */
export function PowerModePanel({ onApply }: { onApply: (values: PowerModeValues) => void }) {
  const titleId = useId();
  const [testAllocation, setTestAllocation] = useState('');
  const [testMultiplier, setTestMultiplier] = useState('');
  const [testRandomize, setTestRandomize] = useState(false);
  const allocationError = firstError(testAllocation, moneySchema);
  const multiplierError = firstError(testMultiplier, testMultiplierSchema);
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
      bg="var(--mantine-color-yellow-light)"
    >
      <Title order={2} size="h4" id={titleId} mb="xs">
        Power Mode
      </Title>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label="Test Allocation"
          inputMode="decimal"
          placeholder="e.g. 50000"
          value={testAllocation}
          onChange={(e) => setTestAllocation(e.currentTarget.value)}
          error={allocationError}
          maxLength={16}
        />
        <TextInput
          label="Test Multiplier"
          inputMode="decimal"
          placeholder="e.g. 1.5"
          value={testMultiplier}
          onChange={(e) => setTestMultiplier(e.currentTarget.value)}
          error={multiplierError}
          maxLength={6}
        />
        <Checkbox
          mt={30}
          label="Randomize"
          checked={testRandomize}
          onChange={(e) => setTestRandomize(e.currentTarget.checked)}
        />
        <Button
          mt={25}
          disabled={Boolean(allocationError || multiplierError)}
          onClick={() =>
            onApply({
              testAllocation: testAllocation.trim(),
              testMultiplier: testMultiplier.trim(),
              testRandomize,
            })
          }
        >
          Apply
        </Button>
      </Group>
    </Paper>
  );
}
