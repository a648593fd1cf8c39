import type { RouteId } from '@homer/contracts/routes';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Pages that exist in the web app, one lazy chunk each. Only these routes are mounted and offered in the
 * navigation (docs/decisions/006-route-table.md); the rest of the route table waits for its page.
 */
export const routePages: Partial<Record<RouteId, () => Promise<PageModule>>> = {
  login: () => import('../features/account/pages/login-page.tsx'),
  userEdit: () => import('../features/users/pages/user-edit-page.tsx'),
  usersList: () => import('../features/users/pages/users-list-page.tsx'),
  accessReview: () => import('../features/access-review/pages/access-review-page.tsx'),
  userCreate: () => import('../features/users/pages/user-create-page.tsx'),
  notFound: () => import('../features/errors/pages/not-found-page.tsx'),
  helpTicket: () => import('../features/help-desk-public/pages/help-ticket-page.tsx'),
  knowledgeBase: () => import('../features/knowledge-base/pages/knowledge-base-page.tsx'),
  ticketList: () => import('../features/help-desk/pages/ticket-list-page.tsx'),
  ticketEdit: () => import('../features/help-desk/pages/ticket-edit-page.tsx'),
  ticketFeedbackReport: () => import('../features/help-desk/pages/ticket-feedback-report-page.tsx'),
  ticketReply: () => import('../features/help-desk-public/pages/ticket-reply-page.tsx'),
  ticketFeedback: () => import('../features/help-desk-public/pages/ticket-feedback-page.tsx'),
  herosApplication: () => import('../features/heros-public/pages/heros-application-page.tsx'),
  pfsRegister: () => import('../features/pfs/pages/pfs-register-page.tsx'),
  homerRegister: () => import('../features/pfs/pages/homer-register-page.tsx'),
  forgotPassword: () => import('../features/passwords/pages/forgot-password-page.tsx'),
  changePassword: () => import('../features/passwords/pages/change-password-page.tsx'),
  emailOutbox: () => import('../features/email-outbox/pages/email-outbox-page.tsx'),
  systemNotificationList: () => import('../features/system-notifications/pages/notification-list-page.tsx'),
  systemNotificationEdit: () => import('../features/system-notifications/pages/notification-edit-page.tsx'),
  systemUpdate: () => import('../features/system-update/pages/system-update-page.tsx'),
  organizationList: () => import('../features/organizations/pages/organization-list-page.tsx'),
  organizationEdit: () => import('../features/organizations/pages/organization-edit-page.tsx'),
  facilityList: () => import('../features/organizations/pages/facility-list-page.tsx'),
  facilityEdit: () => import('../features/organizations/pages/facility-edit-page.tsx'),
  fiscalYears: () => import('../features/fiscal-years/pages/fiscal-years-page.tsx'),
  budgetList: () => import('../features/budgets/pages/budget-tracking-page.tsx'),
  budgetDetails: () => import('../features/budgets/pages/budget-details-page.tsx'),
  baPrograms: () => import('../features/ba-programs/pages/budget-programs-page.tsx'),
  dashboard: () => import('../features/dashboard/pages/dashboard-page.tsx'),
  quartzHistory: () => import('../features/quartz-history/pages/quartz-history-page.tsx'),
  globalAuditList: () => import('../features/global-audit/pages/global-audit-list-page.tsx'),
  releaseNotes: () => import('../features/release-notes/pages/web-release-notes-page.tsx'),
  techSpec: () => import('../features/tech-spec/pages/tech-spec-page.tsx'),
  budgetInvoices: () => import('../features/invoices/pages/budget-invoices-page.tsx'),
  invoiceEdit: () => import('../features/invoices/pages/invoice-edit-page.tsx'),
  budgetPos: () => import('../features/purchase-orders/pages/budget-pos-page.tsx'),
  poEdit: () => import('../features/purchase-orders/pages/po-edit-page.tsx'),
  homeDelivery: () => import('../features/home-delivery/pages/home-delivery-page.tsx'),
  donorRegistration: () => import('../features/rx-connects-public/pages/donor-registration-page.tsx'),
  repositoryRegister: () => import('../features/rx-connects-public/pages/repository-register-page.tsx'),
  icqFeedback: () => import('../features/icq-public/pages/icq-feedback-page.tsx'),
  icqScheduling: () => import('../features/icq-public/pages/icq-scheduling-page.tsx'),
};
