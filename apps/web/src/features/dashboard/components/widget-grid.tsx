import type { ModuleAccess } from '@homer/contracts/access';
import { allowsAny, effectiveLayout } from '@homer/contracts/dashboard-widgets';
import { Box, Grid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSession } from '../../../shared/lib/use-session.ts';
import { dashboardLayoutQuery } from '../api/dashboard.ts';
import { type DashboardWidget, widgetById } from '../widgets/widget-registry.ts';

/** Spec §9: a 12-column grid with at most 3 widgets per row, so each takes 4 columns from md up. */
export const gridColumns = 12;
export const widgetsPerRow = 3;

/** The widgets to show, in the user's order, without the hidden ones and those the user may not see. */
export function visibleWidgets(
  layout: ReturnType<typeof effectiveLayout>,
  access: readonly ModuleAccess[] | null,
): DashboardWidget[] {
  return layout
    .filter((entry) => !entry.hidden)
    .map((entry) => widgetById.get(entry.id))
    .filter((w): w is DashboardWidget => w !== undefined && allowsAny(w.access, access));
}

export function WidgetGrid() {
  const { user } = useSession();
  const access = user ? user.access : null;
  const layout = useQuery(dashboardLayoutQuery);
  // Until the saved layout arrives the role default holds the places: for most users it is the same layout.
  const shown = visibleWidgets(layout.data?.widgets ?? effectiveLayout(null, access), access);
  if (shown.length === 0) return null;
  return (
    <Grid columns={gridColumns} aria-label="Dashboard widgets">
      {shown.map(({ id, title, minHeight, component: Widget }) => (
        <Grid.Col key={id} span={{ base: gridColumns, md: gridColumns / widgetsPerRow }}>
          {/* The placeholder and the widget keep the same height, so a late chunk moves nothing (issue 26). */}
          <Box mih={minHeight} h="100%" data-widget-id={id}>
            <Suspense fallback={<Skeleton h={minHeight} radius="md" aria-label={`Loading ${title}`} />}>
              <Widget />
            </Suspense>
          </Box>
        </Grid.Col>
      ))}
    </Grid>
  );
}
