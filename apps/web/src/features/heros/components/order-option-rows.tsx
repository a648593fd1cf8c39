import { herosLimits } from '@homer/contracts/heros';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { blankOption, type RoundValues } from '../lib/round-form.ts';

type Props = { form: UseFormReturnType<RoundValues> };

/** The round's order options: what agencies may ask for, in the order the public form lists them. */
export function OrderOptionRows({ form }: Props) {
  const options = form.getValues().orderOptions;
  const path = (index: number, field: string) => `orderOptions.${index}.${field}`;
  const nameOf = (index: number) => options[index]?.optionName.trim() || `option ${index + 1}`;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Order Options
      </Title>
      <Text size="sm" c="dimmed">
        The public application lists the active options in this order. Options already requested on
        applications cannot be removed: make them inactive instead.
      </Text>
      {options.length === 0 && (
        <Text size="sm">No order options yet. Add at least one before opening the round.</Text>
      )}
      {options.map((option, index) => (
        <Paper key={option.key} withBorder p="sm" component="fieldset" m={0}>
          <Text component="legend" fw={600} size="sm" px={4}>
            Option {index + 1}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput
              label="Option name"
              withAsterisk
              maxLength={herosLimits.optionName}
              {...form.getInputProps(path(index, 'optionName'))}
            />
            <TextInput
              label="Strength"
              withAsterisk
              maxLength={herosLimits.dosage}
              {...form.getInputProps(path(index, 'dosage'))}
            />
            <NumberInput
              label="Max doses per application"
              description="Empty: no limit"
              min={1}
              max={herosLimits.maxDoses}
              allowDecimal={false}
              allowNegative={false}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps(path(index, 'maxDosesPerApplication'))}
            />
            <Group gap="xs" align="center" wrap="nowrap" mt={{ base: 0, lg: 'lg' }}>
              <Switch label="Active" {...form.getInputProps(path(index, 'isActive'), { type: 'checkbox' })} />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move ${nameOf(index)} up`}
                disabled={index === 0}
                onClick={() => form.reorderListItem('orderOptions', { from: index, to: index - 1 })}
              >
                <IconArrowUp size={18} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move ${nameOf(index)} down`}
                disabled={index === options.length - 1}
                onClick={() => form.reorderListItem('orderOptions', { from: index, to: index + 1 })}
              >
                <IconArrowDown size={18} aria-hidden="true" />
              </ActionIcon>
              {!option.inUse && (
                <ActionIcon
                  variant="default"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${nameOf(index)}`}
                  onClick={() => form.removeListItem('orderOptions', index)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          </SimpleGrid>
        </Paper>
      ))}
      {options.length < herosLimits.optionsPerRound && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => form.insertListItem('orderOptions', blankOption())}
          >
            Add option
          </Button>
        </Group>
      )}
    </Stack>
  );
}
