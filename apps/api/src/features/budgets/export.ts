import type { Budget } from '@homer/contracts/ba-budgets';
import { routeById } from '@homer/contracts/routes';
import { z } from 'zod';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { listBudgets } from './queries.ts';

// Money stays an exact decimal string everywhere else; a spreadsheet cell needs a number, and numeric(15, 2)
// values are exact in a double, so the conversion happens here and only here.
const moneyCell = (value: string) => Number(value);
const currency = '"$"#,##0.00;[Red]-"$"#,##0.00';

/** The Budget Tracking list as shown, with the Fiscal Year and Is Active filters on screen. */
export const budgetsExport = defineExport({
  kind: 'budgets',
  fileName: 'Budgets',
  access: routeById('budgetList').access,
  filters: z.object({ isActive: z.boolean().nullable(), fiscalYearId: z.number().int().optional() }),
  rows: (db, filters) => listBudgets(db, filters),
  columns: [
    { header: 'Budget Name', value: (r: Budget) => r.budgetName, width: 32 },
    { header: 'Fiscal Year', value: (r: Budget) => r.fiscalYearStr, width: 12 },
    { header: 'Program', value: (r: Budget) => r.programName, width: 24 },
    { header: 'OCA', value: (r: Budget) => r.oca, width: 12 },
    { header: 'Allocations', value: (r: Budget) => moneyCell(r.allocatedAmt), numFmt: currency, width: 18 },
    { header: 'Expenditures', value: (r: Budget) => moneyCell(r.expenditures), numFmt: currency, width: 18 },
    {
      header: 'Available Budget',
      value: (r: Budget) => moneyCell(r.availableBudget),
      numFmt: currency,
      width: 18,
    },
    { header: 'PO Value', value: (r: Budget) => moneyCell(r.currentPOsValue), numFmt: currency, width: 18 },
    {
      header: 'PO Balance',
      value: (r: Budget) => moneyCell(r.pOsRemainingBalance),
      numFmt: currency,
      width: 18,
    },
    {
      header: 'Funds',
      value: (r: Budget) => r.funds.map((f) => `${f.fundNumber} - ${f.fundName}`).join('; '),
      width: 40,
    },
    { header: 'Is Active', value: (r: Budget) => r.isActiveStr, width: 10 },
  ],
});
