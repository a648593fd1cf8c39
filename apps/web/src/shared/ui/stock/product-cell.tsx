import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

type Props = { productName: string; ndc: string /** Makes the name a link. */; to?: string };

/** A product as stock screens show it: its name over its NDC. */
export function ProductCell({ productName, ndc, to }: Props) {
  return (
    <div>
      {to ? (
        <Anchor component={Link} to={to} size="sm" fw={500}>
          {productName}
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {productName}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        NDC {ndc}
      </Text>
    </div>
  );
}
