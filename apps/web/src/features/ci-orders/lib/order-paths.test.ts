import { describe, expect, it } from 'vitest';
import { invoiceFileName, invoicePagePath, newRepackJobPath, shortOverReportPath } from './order-paths.ts';

describe('order paths', () => {
  it('starts a repack job for an item at the supplying site', () => {
    expect(newRepackJobPath(12, 34, 5)).toBe('/ci-repack/jobs/edit/0?ciOrderId=12&productId=34&siteId=5');
    expect(newRepackJobPath(12, 34, null)).toBe('/ci-repack/jobs/edit/0?ciOrderId=12&productId=34');
    expect(newRepackJobPath(12, 34, 5, 20)).toBe(
      '/ci-repack/jobs/edit/0?ciOrderId=12&productId=34&siteId=5&cards=20',
    );
  });

  it('opens the report and the invoice by their codes', () => {
    expect(shortOverReportPath('1.2.a_b-c')).toBe('/ci-short-over?code=1.2.a_b-c');
    expect(invoicePagePath('7.1800000000.x-y', 'CO000007')).toBe(
      '/public/invoice/pdf/7.1800000000.x-y?order=CO000007',
    );
  });

  it('names the invoice file by the order number, else by the code', () => {
    expect(invoiceFileName('CO000007', '7.1.abc')).toBe('county-invoice-CO000007.pdf');
    expect(invoiceFileName(null, '7.1800000000.ab_c-d')).toBe('county-invoice-7-1800000000-ab_c-d.pdf');
    expect(invoiceFileName('  ', 'x')).toBe('county-invoice-x.pdf');
    expect(invoiceFileName('../../etc', '')).toBe('county-invoice-etc.pdf');
    expect(invoiceFileName(null, '')).toBe('county-invoice-order.pdf');
  });
});
