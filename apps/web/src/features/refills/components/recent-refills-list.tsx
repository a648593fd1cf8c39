import type { RefillShipmentSummary } from '@homer/contracts/refills';
import { routeById } from '@homer/contracts/routes';
import { Alert, Anchor, Button, Center, Group, List, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { recentRefillsQuery } from '../api/widget-api.ts';
import { fulfillmentEditPath } from '../lib/create-refill-flow.ts';
import { StepBadge } from './step-badge.tsx';

/** Spec §9: phones load the next page when the list's end comes within 100 px of the screen's bottom. */
const nearEndPx = 100;
const phoneQuery = '(max-width: 991px)';
/** The day in the reader's time zone, as the spec writes dates (MM/dd/yyyy). */
const createdDate = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** The selected facility's recent refill shipments (§2.3), newest first, paged from 1. */
export function RecentRefillsList({ facilityId }: { facilityId: number }) {
  const list = useInfiniteQuery(recentRefillsQuery(facilityId));
  const canOpen = useCan(routeById('fulfillmentEdit').access);
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const target = end.current;
    if (!phone || !target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${nearEndPx}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [phone, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending) {
    return (
      <Center p="sm">
        <Loader size="sm" aria-label="Loading refill requests" />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert" title="The refill requests could not be loaded.">
        <Button variant="default" size="xs" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const rows: RefillShipmentSummary[] = list.data.pages.flatMap((p) => p.model ?? []);
  if (rows.length === 0) return <Text size="sm">No refill requests yet for this facility.</Text>;
  return (
    <>
      <List listStyleType="none" spacing="xs" aria-label="Recent refill requests">
        {rows.map((row) => (
          <List.Item
            key={row.shipmentId}
            styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              {canOpen ? (
                <Anchor
                  component={Link}
                  to={fulfillmentEditPath(row.shipmentId, row.inventoryId)}
                  size="sm"
                  fw={600}
                >
                  Shipment #{row.shipmentId}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  Shipment #{row.shipmentId}
                </Text>
              )}
              <StepBadge step={row.currentStep} variant="label" />
            </Group>
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.inventoryName} · {row.rxCount} Rx · created {createdDate.format(new Date(row.dateCreated))}
            </Text>
          </List.Item>
        ))}
      </List>
      <div ref={end} />
      {hasNextPage && (
        <Button
          variant="default"
          size="xs"
          mt="xs"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </>
  );
}
