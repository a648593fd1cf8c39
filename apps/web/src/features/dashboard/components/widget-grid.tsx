import { allows } from '@homer/contracts/access';
import { Grid, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useSession } from '../../../shared/lib/use-session.ts';
import { type DashboardWidget, dashboardWidgets } from '../widgets/widget-registry.ts';

/** Spec §9: a 12-column grid with at most 3 widgets per row, so each takes 4 columns from md up. */
export const gridColumns = 12;
export const widgetsPerRow = 3;

export function visibleWidgets(
  widgets: readonly DashboardWidget[],
  access: Parameters<typeof allows>[1],
): DashboardWidget[] {
  return widgets.filter((w) => allows(w.access, access));
}

export function WidgetGrid() {
  const { user } = useSession();
  const shown = visibleWidgets(dashboardWidgets, user ? user.access : null);
  if (shown.length === 0) return null;
  return (
    <Grid columns={gridColumns} aria-label="Dashboard widgets">
      {shown.map(({ id, title, component: Widget }) => (
        <Grid.Col key={id} span={{ base: gridColumns, md: gridColumns / widgetsPerRow }}>
          <Suspense fallback={<Loader size="sm" aria-label={`Loading ${title}`} />}>
            <Widget />
          </Suspense>
        </Grid.Col>
      ))}
    </Grid>
  );
}
