import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { recordTitle } from '../lib/record-title.ts';
import type { Crumb } from '../lib/route-crumb.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

type Props = {
  /** The way back, from the list down to the record's parent (e.g. Budget Tracking › the budget). */
  trail: readonly Crumb[];
  /** What this page is, as the route table or the tab names it ('Purchase Order', 'Module Access'). */
  pageTitle: string;
  /** The record's name once known; null or undefined while it loads, or for a record not saved yet. */
  record: string | null | undefined;
  /** The record is still loading: the heading keeps its place with an ellipsis. */
  loading?: boolean;
  /** Shown at the heading's right, e.g. an Audit History button. */
  actions?: ReactNode;
};

/**
 * The head of every record page (decision 084): breadcrumbs from the list to the record, the record's name as the
 * page's only h1 under the page's title, and the browser tab's title "<record> · <page title>".
 */
export function RecordHeader({ trail, pageTitle, record, loading = false, actions }: Props) {
  const name = record?.trim() || null;
  // Without a name (loading, or a new record) the route table's title stays the tab's title.
  usePageTitle(name ? recordTitle(name, pageTitle) : null);
  const heading =
    name || loading ? (
      <Title order={1} size="h2">
        {/* One heading, two lines: the page's title small above the record's name, read "Purchase Order PO-1". */}
        <Text span display="block" size="sm" fw={600} c="dimmed">
          {pageTitle}
        </Text>{' '}
        {name ?? (
          <Text span inherit c="dimmed">
            …
          </Text>
        )}
      </Title>
    ) : (
      // A record not saved yet ("New Facility") has no name: the page's title is the heading.
      <Title order={1} size="h2">
        {pageTitle}
      </Title>
    );
  return (
    <Stack gap={4}>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs
          separatorMargin={6}
          styles={{
            root: { flexWrap: 'wrap', rowGap: 0 },
            // A long record name wraps on a phone instead of widening the page.
            breadcrumb: { whiteSpace: 'normal', minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          {trail.map((crumb) => (
            // 24 px tall at least, so a finger finds each link of a wrapped trail (WCAG 2.5.8 target size).
            <Anchor
              key={crumb.to}
              component={Link}
              to={crumb.to}
              size="sm"
              display="inline-block"
              mih={24}
              lh="24px"
            >
              {crumb.label}
            </Anchor>
          ))}
          <Text size="sm" aria-current="page">
            {name ?? pageTitle}
          </Text>
        </Breadcrumbs>
      </nav>
      {actions === undefined ? (
        heading
      ) : (
        <Group justify="space-between" wrap="wrap">
          {heading}
          {actions}
        </Group>
      )}
    </Stack>
  );
}
