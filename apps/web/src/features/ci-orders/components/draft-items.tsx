import { type CiOrderOptions, ciOrderLimits } from '@homer/contracts/ci-orders';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { blankDraftItem, type DraftValues, productLabel } from '../lib/draft-values.ts';

type Props = { form: UseFormReturnType<DraftValues>; products: CiOrderOptions['products'] };

export const draftItemInputId = (index: number) => `ci-draft-item-${index}-product`;

/** The draft's items: a unit-dose product and the cards ordered, one row each, added and removed freely. */
export function DraftItems({ form, products }: Props) {
  const titleId = useId();
  const { items } = form.values;
  const itemsError = typeof form.errors.items === 'string' ? form.errors.items : null;
  const data = products.map((p) => ({ value: String(p.id), label: productLabel(p) }));
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Items
      </Title>
      {items.map((item, index) => {
        const product = form.getInputProps(`items.${index}.productId`);
        return (
          <Paper key={item.key} withBorder p="sm" component="fieldset" m={0}>
            <Text component="legend" fw={600} size="sm" px={4}>
              Item {index + 1}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                id={draftItemInputId(index)}
                label="Product"
                withAsterisk
                searchable
                allowDeselect={false}
                data={data}
                value={item.productId ? String(item.productId) : null}
                error={product.error}
                onChange={(value) => form.setFieldValue(`items.${index}.productId`, Number(value ?? 0))}
                style={{ gridColumn: 'span 2' }}
              />
              <NumberInput
                label="Cards Ordered"
                withAsterisk
                min={1}
                max={ciOrderLimits.cards}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps(`items.${index}.cardsOrdered`)}
              />
            </SimpleGrid>
            {items.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => form.removeListItem('items', index)}
                >
                  Remove item {index + 1}
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
      {itemsError && (
        <Text size="sm" c="red.9" {...summaryEntry('Items', draftItemInputId(0))}>
          {itemsError}
        </Text>
      )}
      {items.length < ciOrderLimits.items && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => form.insertListItem('items', blankDraftItem())}
          >
            Add item
          </Button>
        </Group>
      )}
    </Stack>
  );
}
