import { type AccessRule, allows, type ModuleAccess } from './access.ts';
import { routeById } from './routes.ts';

/**
 * The Dashboard's widgets in their default order (spec document 1 §2.3 and issue 27 point 10; decision 091). Each
 * shows to a user whom at least one of its rules admits. The rules are those of the pages the widget counts for,
 * read from the route table, so a widget never shows what the side bar would not let the user open.
 */
export const dashboardWidgetCatalogue = [
  { id: 'notifications', title: 'Notifications', access: ['signedIn'] },
  { id: 'chat', title: 'Chat', access: ['signedIn'] },
  // Spec §6: "Refill widget needs Inventory access at User; recalls widget needs NDC access at User."
  { id: 'refills', title: 'Refill Requests', access: [{ module: 'Inventory', minRole: 'User' }] },
  { id: 'fdaRecalls', title: 'FDA Recalls', access: [{ module: 'NDC', minRole: 'User' }] },
  { id: 'ticketsDue', title: 'Tickets due', access: [routeById('ticketList').access] },
  {
    id: 'applicationsWaiting',
    title: 'Applications waiting',
    access: [
      routeById('herosApplicationList').access,
      routeById('rxConnectsDonorList').access,
      routeById('pfsRegistrationList').access,
    ],
  },
  { id: 'budgetsBelowLevel', title: 'Budgets below level', access: [routeById('budgetList').access] },
  { id: 'recallsInStock', title: 'Recalls affecting our stock', access: [routeById('fdaRecallList').access] },
  {
    id: 'ordersDue',
    title: 'Orders due',
    access: [
      routeById('ciOrderList').access,
      routeById('homeDeliveryQueue').access,
      routeById('mfOrderList').access,
    ],
  },
] as const satisfies readonly { id: string; title: string; access: readonly AccessRule[] }[];

export type DashboardWidgetId = (typeof dashboardWidgetCatalogue)[number]['id'];
export const dashboardWidgetIds = dashboardWidgetCatalogue.map((w) => w.id) as DashboardWidgetId[];

/** Whether any of the rules admits these module rights (null: signed out). */
export function allowsAny(rules: readonly AccessRule[], access: readonly ModuleAccess[] | null): boolean {
  return rules.some((rule) => allows(rule, access));
}

/** The widgets a user may see, in the default order: the role default that "Reset to default" returns to. */
export function defaultWidgetIds(access: readonly ModuleAccess[] | null): DashboardWidgetId[] {
  return dashboardWidgetCatalogue.filter((w) => allowsAny(w.access, access)).map((w) => w.id);
}

export type DashboardLayoutEntry = { id: DashboardWidgetId; hidden: boolean };

/**
 * A stored layout applied to what the user may see now: stored widgets keep their order and hidden state, widgets
 * the user may no longer see drop out, and widgets newly allowed (or added to HOMER since) join at the end, shown.
 */
export function effectiveLayout(
  stored: readonly DashboardLayoutEntry[] | null,
  access: readonly ModuleAccess[] | null,
): DashboardLayoutEntry[] {
  const allowed = defaultWidgetIds(access);
  if (!stored) return allowed.map((id) => ({ id, hidden: false }));
  const kept = stored.filter((e) => allowed.includes(e.id));
  const added = allowed.filter((id) => !kept.some((e) => e.id === id)).map((id) => ({ id, hidden: false }));
  return [...kept, ...added];
}
