import { fdaRecallMessages, firstNdc, recallWidgetPageRows } from '@homer/contracts/fda-recalls';
import { Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../shared/ui/toast.ts';
import { getRecallWidget, recallWidgetKey } from '../api/fda-recalls-api.ts';
import { CutText } from './cut-text.tsx';

const phoneQuery = '(max-width: 991px)';
/** Spec §2.3/§9 on phones: more rows load once the list is scrolled within this many pixels of its end. */
const nearBottomPx = 100;

/**
 * Dashboard widget (spec §2.3, NDC at User): Ongoing FL recalls of formulary products, 5 rows, 'Show more' adds 5;
 * on phones scrolling near the end adds them too.
 */
export function FdaRecallsWidget() {
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [shownRows, setShownRows] = useState(recallWidgetPageRows);
  const viewport = useRef<HTMLDivElement>(null);
  const recalls = useQuery({
    queryKey: recallWidgetKey,
    queryFn: ({ signal }) => getRecallWidget(signal),
    retry: false,
  });
  useEffect(() => {
    if (recalls.isError)
      toast.error(fdaRecallMessages.loadFailed, { position: 'top-right', autoCloseMs: 2000 });
  }, [recalls.isError]);

  const rows = recalls.data ?? [];
  const shown = rows.slice(0, shownRows);
  const hasMore = shownRows < rows.length;
  const showMore = () => setShownRows((n) => n + recallWidgetPageRows);

  const list = (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((r) => (
        <li key={r.id} data-testid="recall-row">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {r.recallNumber}
            </Text>
            <Text size="xs" c="dimmed">
              {r.recallInitiationDateStr}
            </Text>
          </Group>
          <Text size="sm">
            <CutText value={r.productDescription} />
          </Text>
          <Text size="xs">
            NDC: {firstNdc(r.openFdaProductNdc) || '—'} · <CutText value={r.codeInfo} />
          </Text>
        </li>
      ))}
    </Stack>
  );

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="fda-recalls-widget-title">
      <Title order={2} size="h4" id="fda-recalls-widget-title" mb="sm">
        FDA Recalls
      </Title>
      {recalls.isSuccess && rows.length === 0 && (
        <Text c="dimmed">No ongoing recalls of formulary products.</Text>
      )}
      {phone ? (
        <ScrollArea.Autosize
          mah={300}
          type="auto"
          viewportRef={viewport}
          viewportProps={{ tabIndex: 0, 'aria-label': 'FDA recalls' }}
          onScrollPositionChange={({ y }) => {
            const el = viewport.current;
            if (hasMore && el && el.scrollHeight - el.clientHeight - y <= nearBottomPx) showMore();
          }}
        >
          {list}
        </ScrollArea.Autosize>
      ) : (
        list
      )}
      {hasMore && (
        <Group justify="center" mt="sm">
          <Button variant="subtle" size="xs" onClick={showMore}>
            Show more
          </Button>
        </Group>
      )}
    </Card>
  );
}
