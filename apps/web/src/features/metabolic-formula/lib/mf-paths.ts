/** Addresses of the programme's pages. Patient 0 is the enrolment of a new patient. */
export const mfPatientListPath = '/metabolic-formula/patients/list';
export const mfPatientPath = (id: number) => `/metabolic-formula/patients/edit/${id}`;
export const mfOrderListPath = '/metabolic-formula/orders/list';
export const mfOrderPath = (id: number) => `/metabolic-formula/orders/edit/${id}`;
