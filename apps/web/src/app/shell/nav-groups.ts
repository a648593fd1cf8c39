import type { NavItem } from './nav-items.ts';

export type NavGroupId = 'pharmacy' | 'programmes' | 'support' | 'budget' | 'administration' | 'about';

export type NavGroup = { id: NavGroupId; label: string; icon: string; items: NavItem[] };

/**
 * Decision 082: the side bar's areas, in the order staff reach for them (daily pharmacy work first, the
 * reference page last), and inside each area the pages in the same spirit. Dashboard stands alone above them.
 */
const groupOrder: readonly { id: NavGroupId; label: string; icon: string; items: readonly string[] }[] = [
  {
    id: 'pharmacy',
    label: 'Pharmacy',
    icon: 'group-pharmacy',
    items: [
      'fulfillmentList',
      'homeDeliveryQueue',
      'inventorySiteList',
      'stockList',
      'stockReceive',
      'stockTransferList',
      'stockCountList',
      'stockDocumentList',
      'reportsIndex',
      'phoneScanner',
      'ciOrderList',
      'repackJobList',
      'ndcFormularyList',
      'fdaRecallList',
      'stockReasonList',
    ],
  },
  {
    id: 'programmes',
    label: 'Programmes',
    icon: 'group-programmes',
    items: ['herosApplicationList', 'rxConnectsDashboard', 'icqReviewList', 'mfPatientList', 'mfOrderList'],
  },
  { id: 'support', label: 'Support', icon: 'group-support', items: ['ticketList', 'knowledgeBase'] },
  { id: 'budget', label: 'Budget', icon: 'group-budget', items: ['budgetList', 'baPrograms', 'fiscalYears'] },
  {
    id: 'administration',
    label: 'Administration',
    icon: 'group-administration',
    items: [
      'usersList',
      'pfsRegistrationList',
      'accessReview',
      'organizationList',
      'facilityList',
      'globalAuditList',
      'errorReports',
      'quartzHistory',
      'emailOutbox',
      'systemNotificationList',
      'holidayCalendar',
      'systemUpdate',
    ],
  },
  { id: 'about', label: 'About', icon: 'group-about', items: ['techSpec'] },
];

/** The item that stands alone above the groups. */
const topLevel = new Set(['dashboard']);

export type NavTree = { top: NavItem[]; groups: NavGroup[] };

/**
 * Sorts the items a user may see into their areas; areas left empty are dropped. An item the table gains later
 * without being placed here lands in Administration's end rather than disappearing (the unit test lists them all).
 */
export function navTree(items: readonly NavItem[]): NavTree {
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = new Set(groupOrder.flatMap((group) => group.items));
  const unplaced = items.filter((item) => !placed.has(item.id) && !topLevel.has(item.id));
  const groups = groupOrder.flatMap(({ items: ids, ...group }) => {
    const members = ids.flatMap((id) => byId.get(id) ?? []);
    if (group.id === 'administration') members.push(...unplaced);
    return members.length > 0 ? [{ ...group, items: members }] : [];
  });
  return { top: items.filter((item) => topLevel.has(item.id)), groups };
}

/** The area holding the page at this address, opened when the page is shown. */
export function groupOfPath(tree: NavTree, pathname: string): NavGroupId | null {
  const group = tree.groups.find((g) => g.items.some((item) => isWithin(pathname, item.path)));
  return group?.id ?? null;
}

/** Whether an address is the item's page or below it (a list's edit pages keep the list's area open). */
export function isWithin(pathname: string, itemPath: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
