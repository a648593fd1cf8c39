import { type AccessRule, baAdmin, baManager, Module, Role } from './access.ts';

/**
 * The product's route table (spec document 1 §2.1 and document 3 §2). The web router and navigation
 * are built from it; a route is only mounted once its page exists (docs/decisions/006-route-table.md).
 * Paths use the router's `:param` / `:param?` syntax.
 */
export type AppRoute = {
  id: string;
  path: string;
  access: AccessRule;
  /** The document title: the spec's title of the screen where it gives one, else a plain name for it. */
  title?: string;
  /** Shown in the side icon bar. `icon` names a Tabler icon, mapped in the web app. */
  nav?: { label: string; icon: string };
  /** Hides the shell (header, nav and footer), e.g. printable pages. */
  bare?: true;
};

const adminUser = { module: Module.Admin, minRole: Role.User } as const;
const baUser = { module: Module.BA, minRole: Role.User } as const;

export const routes = [
  { id: 'home', path: '', access: 'public' },
  { id: 'login', path: 'login', access: 'public', title: 'Login' },
  { id: 'pfsRegister', path: 'pfs-register', access: 'public', title: 'PFS Registration' },
  { id: 'homerRegister', path: 'homer-register', access: 'public', title: 'User Registration from PFS' },
  { id: 'helpTicket', path: 'help-ticket', access: 'public', title: 'Create Support Desk Ticket' },
  {
    id: 'ticketFeedback',
    path: 'support/tickets/feedback/:id/:guid',
    access: 'public',
    title: 'Feedback Survey',
  },
  {
    id: 'ticketReply',
    path: 'support/tickets/reply/:ticketId/:guid',
    access: 'public',
    title: 'Support Desk Ticket',
  },
  { id: 'herosApplication', path: 'heros-application', access: 'public', title: 'HEROS Application' },
  {
    id: 'homeDelivery',
    path: 'home-delivery',
    access: 'public',
    title: 'RX Refill - Home Delivery Only Form',
  },
  { id: 'holidays', path: 'holidays', access: 'public', title: 'Holidays' },
  { id: 'forgotPassword', path: 'forgot-password', access: 'public', title: 'Forgot Password' },
  { id: 'changePassword', path: 'change-password', access: 'public', title: 'Change Password' },
  { id: 'invoicePdf', path: 'public/invoice/pdf/:code', access: 'public', title: 'Invoice', bare: true },
  {
    id: 'ciShortOver',
    path: 'ci-short-over',
    access: 'public',
    title: 'CI Order Shortage / Overage',
    bare: true,
  },
  { id: 'repositoryRegister', path: 'repositoryregister', access: 'public', title: 'Register Repository' },
  {
    id: 'donorRegistration',
    path: 'donorregistration',
    access: 'public',
    title: 'Prescription Drug Donation Program',
  },
  { id: 'patientApplication', path: 'patient-application', access: 'public', title: 'Patient Application' },
  {
    id: 'patientApplicationEdit',
    path: 'patient-application/:id',
    access: { module: Module.RxConnects, minRole: Role.Pharmacist },
    title: 'Patient Application',
  },
  { id: 'icqFeedback', path: 'icq-feedback/:id/:guid', access: 'public', title: 'User Feedback Survey' },
  {
    id: 'icqScheduling',
    path: 'icq/scheduling/:icqReviewId/:userId',
    access: 'public',
    title: 'Review Visit Schedule',
  },
  { id: 'notFound', path: '404', access: 'public', title: 'Error 404' },

  {
    id: 'dashboard',
    path: 'dashboard',
    access: 'signedIn',
    title: 'Dashboard',
    nav: { label: 'Dashboard', icon: 'home' },
  },
  { id: 'mobileScanning', path: 'mobile-scanning', access: 'signedIn', title: 'Mobile Scanning', bare: true },
  { id: 'releaseNotes', path: 'support/web-release-notes', access: 'signedIn', title: 'Web Release Notes' },
  {
    id: 'techSpec',
    path: 'tech-spec',
    access: 'signedIn',
    title: 'Tech Spec',
    nav: { label: 'Tech Spec', icon: 'info' },
  },
  {
    id: 'knowledgeBase',
    path: 'support/knowledge-base',
    access: { module: 'any', minRole: Role.User },
    title: 'Knowledge Base',
    nav: { label: 'Knowledge Base', icon: 'book' },
  },
  {
    id: 'quartzHistory',
    path: 'admin/system/quartz/pcg-history',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Quartz History',
    nav: { label: 'Quartz History', icon: 'clock' },
  },
  {
    id: 'emailOutbox',
    path: 'admin/system/email-outbox',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Email Outbox',
    nav: { label: 'Email Outbox', icon: 'mail' },
  },
  // Decision 042: system settings are SystemAdmin work.
  {
    id: 'systemNotificationList',
    path: 'admin/system/notifications/list',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'System Notifications',
    nav: { label: 'System Notifications', icon: 'bell' },
  },
  {
    id: 'systemNotificationEdit',
    path: 'admin/system/notifications/edit/:id',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'System Notification',
  },
  {
    id: 'systemUpdate',
    path: 'admin/system/update',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'System Update',
    nav: { label: 'System Update', icon: 'refresh-alert' },
  },
  // Decision 037: Admin Managers read the lists; SystemAdmins open and change a record.
  {
    id: 'organizationList',
    path: 'admin/organizations/list',
    access: { module: Module.Admin, minRole: Role.Manager },
    title: 'Organizations',
    nav: { label: 'Organizations', icon: 'building' },
  },
  {
    id: 'organizationEdit',
    path: 'admin/organizations/edit/:id',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Organization',
  },
  {
    id: 'facilityList',
    path: 'admin/facilities/list',
    access: { module: Module.Admin, minRole: Role.Manager },
    title: 'Facilities',
    nav: { label: 'Facilities', icon: 'building-hospital' },
  },
  {
    id: 'facilityEdit',
    path: 'admin/facilities/edit/:id',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Facility',
  },
  {
    id: 'globalAuditList',
    path: 'admin/users/global-audit-list',
    access: { module: Module.Admin, minRole: Role.Manager },
    title: 'Global Audit List',
    nav: { label: 'Global Audit List', icon: 'history' },
  },
  {
    id: 'usersList',
    path: 'admin/users/list',
    access: { module: Module.Admin, minRole: Role.UserAdmin },
    title: 'Users',
    nav: { label: 'Users', icon: 'users' },
  },
  {
    id: 'userCreate',
    path: 'admin/users/create',
    access: { module: Module.Admin, minRole: Role.UserAdmin },
    title: 'Create User',
  },
  {
    id: 'accessReview',
    path: 'admin/users/access-review',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Access Review',
    nav: { label: 'Access Review', icon: 'shield-check' },
  },
  {
    id: 'userEdit',
    path: 'admin/users/user/edit/:tab/:id/:el?/:reportId?',
    access: 'signedIn',
    title: 'Edit User',
  },
  {
    id: 'ticketList',
    path: 'support/tickets/list',
    access: { module: Module.HelpDesk, minRole: Role.User },
    title: 'Support Tickets',
    nav: { label: 'Support Tickets', icon: 'lifebuoy' },
  },
  {
    id: 'ticketEdit',
    path: 'support/tickets/edit/:ticketId',
    // Requesters open their own tickets here too (the complaints button of spec document 1 §2.2); the server
    // decides per ticket.
    access: 'signedIn',
    title: 'Support Ticket',
  },
  {
    id: 'ticketFeedbackReport',
    path: 'support/tickets/feedback-report',
    access: { module: Module.HelpDesk, minRole: Role.User },
    title: 'Ticket Feedback',
  },
  {
    id: 'budgetList',
    path: 'ba/budgets/list',
    access: baUser,
    title: 'Budget Tracking',
    nav: { label: 'Budget Tracking', icon: 'coin' },
  },
  { id: 'budgetDetails', path: 'ba/budgets/details/:budgetId', access: baUser, title: 'Budget Details' },
  { id: 'budgetPos', path: 'ba/budgets/pos/list/:id', access: baManager, title: 'Budget POs' },
  { id: 'poEdit', path: 'ba/budgets/pos/edit/:poId/:budgetId', access: baManager, title: 'Purchase Order' },
  {
    id: 'budgetInvoices',
    path: 'ba/budgets/invoices/list/:id/:poId?',
    access: baManager,
    title: 'Budget Invoices',
  },
  {
    id: 'invoiceEdit',
    path: 'ba/budgets/invoices/edit/:invoiceId/:budgetId',
    access: baManager,
    title: 'Invoice',
  },
  {
    id: 'baPrograms',
    path: 'ba/admin/ba-programs/list',
    access: { module: 'any', minRole: Role.SystemAdmin },
    title: 'Budget Programs',
    nav: { label: 'Budget Programs', icon: 'list' },
  },
  {
    id: 'fiscalYears',
    path: 'ba/admin/fiscal-years',
    access: baAdmin,
    title: 'Fiscal Years',
    nav: { label: 'Fiscal Years', icon: 'calendar' },
  },
] as const satisfies readonly AppRoute[];

export type RouteId = (typeof routes)[number]['id'];

export function routeById(id: RouteId): AppRoute {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** Lazy areas of spec §2.1 and the guard that covers everything under each prefix. */
export const areas: readonly { prefix: string; access: AccessRule }[] = [
  { prefix: 'support', access: 'signedIn' },
  { prefix: 'error-report', access: adminUser },
  { prefix: 'admin', access: 'signedIn' },
  { prefix: 'pcg', access: adminUser },
  { prefix: 'heros', access: { module: Module.HEROS, minRole: Role.User } },
  { prefix: 'ndcs', access: { module: Module.NDC, minRole: Role.User } },
  { prefix: 'pharmacy', access: { module: 'any', minRole: Role.User } },
  { prefix: 'metabolic-formula', access: { module: Module.MetabolicFormula, minRole: Role.User } },
  { prefix: 'ci-repack', access: { module: Module.CI, minRole: Role.User } },
  { prefix: 'rxconnects', access: { module: Module.RxConnects, minRole: Role.User } },
  { prefix: 'inventories', access: { module: Module.Inventory, minRole: Role.User } },
  { prefix: 'inv', access: { module: Module.Inventory, minRole: Role.User } },
  { prefix: 'ba', access: baUser },
];
