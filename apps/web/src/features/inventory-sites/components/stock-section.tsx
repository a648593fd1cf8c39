import type { InventorySite } from '@homer/contracts/inventory-sites';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * What the inventory holds, in sum. Its lots and their ledger are on the stock pages, where stock moves only by
 * posted documents (decision 099), so this page no longer edits quantities.
 */
export function StockSection({ site }: { site: InventorySite }) {
  const { productCount, lotCount, unavailableLotCount } = site.stock;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Stock
      </Title>
      <Group gap="lg">
        <Text size="sm">
          {lotCount === 0
            ? 'No stock on hand.'
            : `${productCount} ${productCount === 1 ? 'product' : 'products'} in ${lotCount} ${lotCount === 1 ? 'lot' : 'lots'} on hand.`}
        </Text>
        {unavailableLotCount > 0 && (
          <Badge color="orange.4" variant="filled" autoContrast style={{ textTransform: 'none' }}>
            {unavailableLotCount} on hold, in quarantine or recalled
          </Badge>
        )}
        <Anchor component={Link} to={`/inventories/stock/list?siteId=${site.id}`} size="sm">
          Open this inventory's stock
        </Anchor>
      </Group>
    </Stack>
  );
}
