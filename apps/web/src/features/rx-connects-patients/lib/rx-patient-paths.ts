/** Addresses of the staff pages of Rx Connects patients and donated stock. Donation 0 receives a new donation. */
export const rxApplicationListPath = '/rxconnects/patient-applications/list';
export const rxApplicationPath = (id: number) => `/patient-application/${id}`;
export const rxDonationListPath = '/rxconnects/donations/list';
export const rxDonationPath = (id: number) => `/rxconnects/donations/edit/${id}`;
export const rxMonthlyReportPath = '/rxconnects/reports/monthly-dispensing';
