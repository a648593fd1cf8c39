import { describe, expect, it } from 'vitest';
import { recordCrumb, routeCrumb } from './route-crumb.ts';

describe('routeCrumb', () => {
  it('names a list by its route title and links to its path', () => {
    expect(routeCrumb('ticketList')).toEqual({ label: 'Support Tickets', to: '/support/tickets/list' });
  });

  it('fills parameters and drops optional ones left out', () => {
    expect(routeCrumb('budgetDetails', { budgetId: 12 })).toEqual({
      label: 'Budget Details',
      to: '/ba/budgets/details/12',
    });
    expect(routeCrumb('budgetInvoices', { id: 3 }).to).toBe('/ba/budgets/invoices/list/3');
    expect(routeCrumb('budgetInvoices', { id: 3, poId: 9 }).to).toBe('/ba/budgets/invoices/list/3/9');
  });

  it('refuses a required parameter left out', () => {
    expect(() => routeCrumb('budgetDetails')).toThrow('Route budgetDetails needs budgetId');
  });

  it('names a record crumb by the record once known', () => {
    expect(recordCrumb('budgetDetails', { budgetId: 5 }, 'Opioid Grant')).toEqual({
      label: 'Opioid Grant',
      to: '/ba/budgets/details/5',
    });
    expect(recordCrumb('budgetDetails', { budgetId: 5 }, undefined).label).toBe('Budget Details');
  });
});
