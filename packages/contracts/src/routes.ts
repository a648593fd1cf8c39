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
const herosUser = { module: Module.HEROS, minRole: Role.User } as const;
const herosManager = { module: Module.HEROS, minRole: Role.Manager } as const;
const rxConnectsUser = { module: Module.RxConnects, minRole: Role.User } as const;
/** Decision 055: home delivery is fulfilment work (spec: "fulfillment Technician"), on patient data. */
const homeDeliveryStaff = { module: Module.Inventory, minRole: Role.Technician, phi: true } as const;
/** Decision 056: the spec gives the icq area no guard; reviews are scheduled by managers of any module. */
const icqStaff = { module: 'any', minRole: Role.Manager } as const;
/** Decision 058: a refill shipment shows the patient and the prescription. */
const fulfillmentStaff = { module: Module.Inventory, minRole: Role.Technician, phi: true } as const;
const inventoryUser = { module: Module.Inventory, minRole: Role.User } as const;
/** Decision 101: receiving and moving stock is a Technician's work. */
const inventoryTechnician = { module: Module.Inventory, minRole: Role.Technician } as const;
const inventoryAdmin = { module: Module.Inventory, minRole: Role.SystemAdmin } as const;
const ndcUser = { module: Module.NDC, minRole: Role.User } as const;
const ndcAdmin = { module: Module.NDC, minRole: Role.SystemAdmin } as const;
const ciUser = { module: Module.CI, minRole: Role.User } as const;
const mfStaff = { module: Module.MetabolicFormula, minRole: Role.User, phi: true } as const;
/** Decision 112: an applicant's record is patient data; donated stock is a pharmacist's work. */
const rxConnectsPharmacist = { module: Module.RxConnects, minRole: Role.Pharmacist, phi: true } as const;
const rxConnectsStock = { module: Module.RxConnects, minRole: Role.Pharmacist } as const;
/** Decision 113: the reports index lists what a user's modules open; with no module there is nothing to list. */
const anyModuleUser = { module: 'any', minRole: Role.User } as const;

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
    access: rxConnectsPharmacist,
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
  // Decision 083: where a PHI page sends a user whose session has no second factor, with the way to enrol.
  {
    id: 'secondFactorRequired',
    path: 'second-factor-required',
    access: 'signedIn',
    title: 'Second factor required',
  },
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
  // Decision 090: a document's own address, so staff can paste a link to it into a ticket reply.
  {
    id: 'knowledgeBaseDocument',
    path: 'support/knowledge-base/:documentId',
    access: { module: 'any', minRole: Role.User },
    title: 'Knowledge Base',
  },
  {
    id: 'quartzHistory',
    path: 'admin/system/quartz/pcg-history',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Quartz History',
    nav: { label: 'Scheduled jobs', icon: 'clock' },
  },
  {
    id: 'emailOutbox',
    path: 'admin/system/email-outbox',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Email Outbox',
    nav: { label: 'Email Outbox', icon: 'mail' },
  },
  // Decision 070: the error-report area (spec §2.1: Admin module, User).
  {
    id: 'errorReports',
    path: 'error-report',
    access: adminUser,
    title: 'Error Reports',
    nav: { label: 'Error Reports', icon: 'alert-triangle' },
  },
  { id: 'errorReportGroup', path: 'error-report/:id', access: adminUser, title: 'Error Report' },
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
  // Decision 108: the programme's closures, kept by SystemAdmins; the public `holidays` page lists them.
  {
    id: 'holidayCalendar',
    path: 'admin/system/holidays',
    access: { module: Module.Admin, minRole: Role.SystemAdmin },
    title: 'Holiday Calendar',
    nav: { label: 'Holiday Calendar', icon: 'calendar' },
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
  // Issue 14 (decisions 052–056): the programme back office. One nav entry per programme; a programme's other
  // pages are reached from its secondary tabs.
  {
    id: 'pfsRegistrationList',
    path: 'admin/users/registrations/list',
    access: { module: Module.Admin, minRole: Role.UserAdmin },
    title: 'Registrations',
    nav: { label: 'Registrations', icon: 'user-plus' },
  },
  {
    id: 'pfsRegistrationEdit',
    path: 'admin/users/registrations/edit/:kind/:id',
    access: { module: Module.Admin, minRole: Role.UserAdmin },
    title: 'Registration',
  },
  {
    id: 'herosApplicationList',
    path: 'heros/applications/list',
    access: herosUser,
    title: 'HEROS Applications',
    nav: { label: 'HEROS', icon: 'first-aid-kit' },
  },
  {
    id: 'herosApplicationEdit',
    path: 'heros/applications/edit/:id',
    access: herosUser,
    title: 'HEROS Application Review',
  },
  { id: 'herosRoundList', path: 'heros/rounds/list', access: herosManager, title: 'HEROS Rounds' },
  { id: 'herosRoundEdit', path: 'heros/rounds/edit/:id', access: herosManager, title: 'HEROS Round' },
  { id: 'herosAgencyList', path: 'heros/agencies/list', access: herosUser, title: 'HEROS Agencies' },
  { id: 'herosAgencyEdit', path: 'heros/agencies/edit/:id', access: herosUser, title: 'HEROS Agency' },
  {
    id: 'rxConnectsDashboard',
    path: 'rxconnects/dashboard',
    access: rxConnectsUser,
    title: 'Rx Connects',
    nav: { label: 'Rx Connects', icon: 'pill' },
  },
  {
    id: 'rxConnectsDonorList',
    path: 'rxconnects/donors/list',
    access: rxConnectsUser,
    title: 'Rx Connects Donors',
  },
  {
    id: 'rxConnectsDonorEdit',
    path: 'rxconnects/donors/edit/:id',
    access: rxConnectsUser,
    title: 'Rx Connects Donor',
  },
  {
    id: 'rxConnectsRepositoryList',
    path: 'rxconnects/repositories/list',
    access: rxConnectsUser,
    title: 'Rx Connects Repositories',
  },
  {
    id: 'rxConnectsRepositoryEdit',
    path: 'rxconnects/repositories/edit/:id',
    access: rxConnectsUser,
    title: 'Rx Connects Repository',
  },
  {
    id: 'rxPatientApplicationList',
    path: 'rxconnects/patient-applications/list',
    access: rxConnectsPharmacist,
    title: 'Rx Connects Patient Applications',
  },
  {
    id: 'rxDonationList',
    path: 'rxconnects/donations/list',
    access: rxConnectsStock,
    title: 'Rx Connects Donations',
  },
  {
    id: 'rxDonationEdit',
    path: 'rxconnects/donations/edit/:id',
    access: rxConnectsStock,
    title: 'Rx Connects Donation',
  },
  {
    id: 'rxMonthlyDispensing',
    path: 'rxconnects/reports/monthly-dispensing',
    access: rxConnectsStock,
    title: 'Monthly Dispensing Report',
  },
  {
    id: 'rxConnectsDenialReasons',
    path: 'rxconnects/admin/denial-reasons',
    access: { module: Module.RxConnects, minRole: Role.RxConnectsAdmin },
    title: 'Rx Connects Denial Reasons',
  },
  // Issue 32 (decision 113): the reporting area. The index lists the reports a user's modules open.
  {
    id: 'reportsIndex',
    path: 'reporting',
    access: anyModuleUser,
    title: 'Reports',
    nav: { label: 'Reports', icon: 'chart-bar' },
  },
  {
    id: 'reportStockLedger',
    path: 'reporting/stock-ledger',
    access: inventoryUser,
    title: 'Stock Ledger Report',
  },
  {
    id: 'reportExpiringStock',
    path: 'reporting/expiring-stock',
    access: inventoryUser,
    title: 'Expiring Stock Report',
  },
  {
    id: 'reportStockUsage',
    path: 'reporting/stock-usage',
    access: inventoryUser,
    title: 'Stock Usage Report',
  },
  {
    id: 'reportAdjustments',
    path: 'reporting/adjustments',
    access: inventoryUser,
    title: 'Adjustments and Waste Report',
  },
  {
    id: 'reportShipments',
    path: 'reporting/shipments',
    access: inventoryUser,
    title: 'Shipments Report',
  },
  {
    id: 'reportRepackYield',
    path: 'reporting/repack-yield',
    access: ciUser,
    title: 'Repack Yield Report',
  },
  {
    id: 'reportCountVariance',
    path: 'reporting/count-variance',
    access: inventoryUser,
    title: 'Count Variance Report',
  },
  {
    id: 'reportRecallImpact',
    path: 'reporting/recall-impact',
    access: fulfillmentStaff,
    title: 'Recall Impact Report',
  },
  {
    id: 'reportRxConnects',
    path: 'reporting/rx-connects',
    access: { module: Module.RxConnects, minRole: Role.RxConnectsAdmin },
    title: 'Rx Connects Report',
  },
  {
    id: 'reportFormulaShipments',
    path: 'reporting/formula-shipments',
    access: mfStaff,
    title: 'Formula Shipments Report',
  },
  {
    id: 'reportHelpDesk',
    path: 'reporting/help-desk',
    access: { module: Module.HelpDesk, minRole: Role.User },
    title: 'Help Desk Report',
  },
  {
    id: 'reportHeros',
    path: 'reporting/heros',
    access: herosUser,
    title: 'HEROS Report',
  },
  {
    id: 'homeDeliveryQueue',
    path: 'pharmacy/home-delivery/list',
    access: homeDeliveryStaff,
    title: 'Home Delivery Refills',
    nav: { label: 'Home Delivery', icon: 'truck' },
  },
  {
    id: 'homeDeliveryRequestEdit',
    path: 'pharmacy/home-delivery/edit/:id',
    access: homeDeliveryStaff,
    title: 'Home Delivery Refill',
  },
  {
    id: 'icqReviewList',
    path: 'icq/reviews/list',
    access: icqStaff,
    title: 'Reviews',
    nav: { label: 'Reviews', icon: 'clipboard-check' },
  },
  { id: 'icqReviewEdit', path: 'icq/reviews/edit/:id', access: icqStaff, title: 'Review' },
  {
    id: 'fulfillmentList',
    path: 'pharmacy/fulfillment/list',
    access: fulfillmentStaff,
    title: 'Refill Fulfillment',
    nav: { label: 'Fulfillment', icon: 'package' },
  },
  {
    id: 'fulfillmentEdit',
    path: 'pharmacy/fulfillment/edit/:shipmentId/:inventoryId',
    access: fulfillmentStaff,
    title: 'Refill Shipment',
  },
  {
    id: 'inventorySiteList',
    path: 'inventories/sites/list',
    access: inventoryUser,
    title: 'Inventories',
    nav: { label: 'Inventories', icon: 'building-warehouse' },
  },
  { id: 'inventorySiteEdit', path: 'inventories/sites/edit/:id', access: inventoryAdmin, title: 'Inventory' },
  {
    id: 'stockList',
    path: 'inventories/stock/list',
    access: inventoryUser,
    title: 'Stock',
    nav: { label: 'Stock', icon: 'packages' },
  },
  { id: 'stockLot', path: 'inventories/stock/lot/:id', access: inventoryUser, title: 'Stock Lot' },
  {
    id: 'stockDocumentList',
    path: 'inventories/stock/documents/list',
    access: inventoryUser,
    title: 'Stock Documents',
    nav: { label: 'Stock Documents', icon: 'receipt' },
  },
  {
    id: 'stockDocument',
    path: 'inventories/stock/documents/:id',
    access: inventoryUser,
    title: 'Stock Document',
  },
  {
    id: 'stockCountList',
    path: 'inventories/counts/list',
    access: inventoryUser,
    title: 'Stock Counts',
    nav: { label: 'Stock Counts', icon: 'clipboard-list' },
  },
  { id: 'stockCountEdit', path: 'inventories/counts/edit/:id', access: inventoryUser, title: 'Stock Count' },
  {
    id: 'stockReceive',
    path: 'inventories/stock/receive',
    access: inventoryTechnician,
    title: 'Receive Stock',
    nav: { label: 'Receive Stock', icon: 'truck-delivery' },
  },
  {
    id: 'stockTransferList',
    path: 'inventories/transfers/list',
    access: inventoryUser,
    title: 'Transfers',
    nav: { label: 'Transfers', icon: 'arrows-exchange' },
  },
  {
    id: 'stockTransferEdit',
    path: 'inventories/transfers/edit/:id',
    access: inventoryUser,
    title: 'Stock Transfer',
  },
  {
    id: 'stockReasonList',
    path: 'inventories/admin/stock-reasons',
    access: inventoryAdmin,
    title: 'Stock Reasons',
    nav: { label: 'Stock Reasons', icon: 'list-details' },
  },
  {
    id: 'phoneScanner',
    path: 'inv/phone-scanner',
    access: inventoryUser,
    title: 'Phone Scanner',
    nav: { label: 'Phone Scanner', icon: 'device-mobile' },
  },
  {
    id: 'ndcFormularyList',
    path: 'ndcs/formulary/list',
    access: ndcUser,
    title: 'NDC Formulary',
    nav: { label: 'NDC Formulary', icon: 'vaccine' },
  },
  { id: 'ndcFormularyEdit', path: 'ndcs/formulary/edit/:id', access: ndcAdmin, title: 'NDC Product' },
  {
    id: 'fdaRecallList',
    path: 'ndcs/recalls/list',
    access: ndcUser,
    title: 'FDA Recalls',
    nav: { label: 'FDA Recalls', icon: 'alert-triangle' },
  },
  {
    id: 'ciOrderList',
    path: 'ci-repack/orders/list',
    access: ciUser,
    title: 'CI Orders',
    nav: { label: 'CI Orders', icon: 'packages' },
  },
  { id: 'ciOrderEdit', path: 'ci-repack/orders/edit/:id', access: ciUser, title: 'CI Order' },
  {
    id: 'repackJobList',
    path: 'ci-repack/jobs/list',
    access: ciUser,
    title: 'Repack Jobs',
    nav: { label: 'Repack Jobs', icon: 'box-multiple' },
  },
  { id: 'repackJobEdit', path: 'ci-repack/jobs/edit/:id', access: ciUser, title: 'Repack Job' },
  // Issue 31, decision 111: the metabolic formula programme; every page shows patient data (PHI).
  {
    id: 'mfPatientList',
    path: 'metabolic-formula/patients/list',
    access: mfStaff,
    title: 'Formula Patients',
    nav: { label: 'Formula Patients', icon: 'users' },
  },
  {
    id: 'mfPatientEdit',
    path: 'metabolic-formula/patients/edit/:id',
    access: mfStaff,
    title: 'Formula Patient',
  },
  {
    id: 'mfOrderList',
    path: 'metabolic-formula/orders/list',
    access: mfStaff,
    title: 'Formula Orders',
    nav: { label: 'Formula Orders', icon: 'truck-delivery' },
  },
  { id: 'mfOrderEdit', path: 'metabolic-formula/orders/edit/:id', access: mfStaff, title: 'Formula Order' },
  {
    id: 'ciWorkstations',
    path: 'ci-repack/admin/workstations',
    access: { module: Module.CI, minRole: Role.SystemAdmin },
    title: 'CI Workstations',
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
  { prefix: 'icq', access: icqStaff },
  { prefix: 'rxconnects', access: { module: Module.RxConnects, minRole: Role.User } },
  { prefix: 'inventories', access: { module: Module.Inventory, minRole: Role.User } },
  { prefix: 'inv', access: { module: Module.Inventory, minRole: Role.User } },
  { prefix: 'ba', access: baUser },
  { prefix: 'reporting', access: anyModuleUser },
];
