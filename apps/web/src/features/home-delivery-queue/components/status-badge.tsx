import type { HomeDeliveryStatus } from '@homer/contracts/home-delivery-queue';
import { Badge } from '@mantine/core';

// Dark shades: white text on them keeps AA contrast in both colour schemes. The word is the status; colour only helps.
const colours: Record<HomeDeliveryStatus, string> = {
  Received: 'blue.8',
  'In Process': 'grape.9',
  Shipped: 'teal.9',
  Cancelled: 'dark.5',
};

export function HomeDeliveryStatusBadge({ status }: { status: HomeDeliveryStatus }) {
  return (
    <Badge color={colours[status]} variant="filled">
      {status}
    </Badge>
  );
}
