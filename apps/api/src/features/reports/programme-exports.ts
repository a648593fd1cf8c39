import {
  attainment,
  type FormulaReportFilters,
  type FormulaReportRow,
  formulaReportAccess,
  formulaReportExportQuerySchema,
  type HelpDeskReportFilters,
  type HelpDeskReportRow,
  type HerosReportFilters,
  type HerosReportRow,
  helpDeskReportAccess,
  helpDeskReportExportQuerySchema,
  herosReportAccess,
  herosReportExportQuerySchema,
  type RxConnectsReportFilters,
  type RxConnectsReportRow,
  rxConnectsReportAccess,
  rxConnectsReportExportQuerySchema,
} from '@homer/contracts/programme-reports';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { formulaShipmentsExportRows } from './formula-shipments.ts';
import { helpDeskExportRows } from './help-desk.ts';
import { herosExportRows } from './heros.ts';
import { dateCell, money, monthCell, nameOf, period, printed } from './report-print.ts';
import { rxConnectsExportRows } from './rx-connects.ts';

const percent = (met: number, measured: number) => {
  const share = attainment(met, measured);
  return share === null ? null : share / 100;
};

export const helpDeskReportExport = defineExport({
  kind: 'report-help-desk',
  fileName: 'Help Desk',
  access: helpDeskReportAccess,
  filters: helpDeskReportExportQuerySchema,
  reads: 'reports',
  pdf: printed<HelpDeskReportFilters>('reportHelpDesk', async (db, f) => [
    ...period(f),
    { label: 'Category', value: await nameOf(db, 'help_desk_categories', f.categoryId, 'Every category') },
  ]),
  rows: helpDeskExportRows,
  columns: [
    { header: 'Month', value: (r: HelpDeskReportRow) => monthCell(r.month), numFmt: 'mmm yyyy', width: 10 },
    { header: 'Category', value: (r) => r.categoryName, width: 30 },
    { header: 'Opened', value: (r) => r.opened },
    { header: 'Resolved', value: (r) => r.resolved },
    {
      header: 'First Response SLA',
      value: (r) => percent(r.firstResponseMet, r.firstResponseMeasured),
      numFmt: '0.0%',
      width: 12,
    },
    { header: 'First Response Met', value: (r) => r.firstResponseMet },
    { header: 'First Response Measured', value: (r) => r.firstResponseMeasured },
    {
      header: 'Resolution SLA',
      value: (r) => percent(r.resolutionMet, r.resolutionMeasured),
      numFmt: '0.0%',
      width: 12,
    },
    { header: 'Resolution Met', value: (r) => r.resolutionMet },
    { header: 'Resolution Measured', value: (r) => r.resolutionMeasured },
    { header: 'Surveys', value: (r) => r.surveys },
    { header: 'Average Rating', value: (r) => r.averageRating, numFmt: '0.00' },
  ],
});

export const herosReportExport = defineExport({
  kind: 'report-heros',
  fileName: 'HEROS',
  access: herosReportAccess,
  filters: herosReportExportQuerySchema,
  reads: 'reports',
  pdf: printed<HerosReportFilters>('reportHeros', async (db, f) => [
    { label: 'Round', value: await nameOf(db, 'heros_rounds', f.roundId, 'Every round') },
  ]),
  rows: herosExportRows,
  columns: [
    { header: 'Round', value: (r: HerosReportRow) => r.roundName, width: 24 },
    { header: 'County', value: (r) => r.countyName, width: 18 },
    { header: 'Applications', value: (r) => r.applications },
    { header: 'Approved', value: (r) => r.approvedApplications },
    { header: 'Pending', value: (r) => r.pendingApplications },
    { header: 'Denied', value: (r) => r.deniedApplications },
    { header: 'Doses Requested', value: (r) => r.dosesRequested },
    { header: 'Doses Approved', value: (r) => r.dosesApproved },
    { header: 'Doses Pending', value: (r) => r.dosesPending },
    { header: 'Doses Denied', value: (r) => r.dosesDenied },
  ],
});

export const rxConnectsReportExport = defineExport({
  kind: 'report-rx-connects',
  fileName: 'Rx Connects',
  access: rxConnectsReportAccess,
  filters: rxConnectsReportExportQuerySchema,
  reads: 'reports',
  pdf: printed<RxConnectsReportFilters>('reportRxConnects', async (_db, f) => period(f)),
  rows: rxConnectsExportRows,
  columns: [
    { header: 'Month', value: (r: RxConnectsReportRow) => monthCell(r.month), numFmt: 'mmm yyyy', width: 10 },
    { header: 'Repository', value: (r) => r.repositoryName, width: 34 },
    { header: 'Report Due', value: (r) => dateCell(r.dueBy), numFmt: 'mm/dd/yyyy', width: 12 },
    { header: 'Donations', value: (r) => r.donations },
    { header: 'Units Accepted', value: (r) => r.unitsAccepted },
    { header: 'Units Rejected', value: (r) => r.unitsRejected },
    { header: 'Dispensings', value: (r) => r.dispensings },
    { header: 'Units Dispensed', value: (r) => r.unitsDispensed },
    { header: 'Patients', value: (r) => r.patients },
  ],
});

/** Patient data: the export's access carries the PHI rule, which the link and the download both enforce. */
export const formulaShipmentsExport = defineExport({
  kind: 'report-formula-shipments',
  fileName: 'Formula Shipments',
  access: formulaReportAccess,
  filters: formulaReportExportQuerySchema,
  reads: 'reports',
  pdf: printed<FormulaReportFilters>('reportFormulaShipments', async (_db, f) => period(f)),
  rows: formulaShipmentsExportRows,
  columns: [
    { header: 'Patient', value: (r: FormulaReportRow) => r.patientName, width: 28 },
    { header: 'Date of Birth', value: (r) => dateCell(r.dateOfBirth), numFmt: 'mm/dd/yyyy', width: 12 },
    { header: 'County', value: (r) => r.countyName, width: 16 },
    { header: 'Orders Shipped', value: (r) => r.orders },
    { header: 'Reversed', value: (r) => r.reversed },
    { header: 'Units (net)', value: (r) => r.units },
    { header: 'Value at Cost', value: (r) => r.value, numFmt: money, width: 14 },
    { header: 'Last Shipped', value: (r) => dateCell(r.lastShippedOn), numFmt: 'mm/dd/yyyy', width: 12 },
  ],
});
