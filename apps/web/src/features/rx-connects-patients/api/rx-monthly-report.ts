import {
  rxPatientPaths as paths,
  type RxMonthlyReport,
  type RxMonthlyReportQuery,
} from '@homer/contracts/rx-connects-patients';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import { rxPatientKey } from './rx-patient-command.ts';

/** GET …/Reports/MonthlyDispensing?repositoryId=&month=: what one repository dispensed and received in a month. */
export function rxMonthlyReportQuery(query: RxMonthlyReportQuery) {
  return queryOptions({
    queryKey: [...rxPatientKey, 'monthly-report', query],
    queryFn: ({ signal }): Promise<RxMonthlyReport> =>
      apiGet(paths.monthlyReport, { query, signal, skipErrorHandling: [400, 403] }),
    retry: false,
  });
}
