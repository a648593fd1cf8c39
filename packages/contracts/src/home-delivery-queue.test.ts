import { describe, expect, it } from 'vitest';
import {
  ageInDays,
  homeDeliveryChangeStatusSchema,
  homeDeliveryStatuses,
  isHomeDeliveryTransition,
  homeDeliveryQueueMessages as m,
  maskedPhone,
  nextHomeDeliveryStatuses,
} from './home-delivery-queue.ts';

describe('home-delivery statuses', () => {
  it('move forward one step, or to Cancelled while open; Shipped and Cancelled are final', () => {
    expect(nextHomeDeliveryStatuses('Received')).toEqual(['In Process', 'Cancelled']);
    expect(nextHomeDeliveryStatuses('In Process')).toEqual(['Shipped', 'Cancelled']);
    expect(nextHomeDeliveryStatuses('Shipped')).toEqual([]);
    expect(nextHomeDeliveryStatuses('Cancelled')).toEqual([]);
    const allowed = homeDeliveryStatuses.flatMap((from) =>
      homeDeliveryStatuses.filter((to) => isHomeDeliveryTransition(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'Received>In Process',
      'Received>Cancelled',
      'In Process>Shipped',
      'In Process>Cancelled',
    ]);
  });

  it('a cancel needs a reason; a tracking number goes with Shipped only', () => {
    const base = { id: 1, fromStatus: 'Received' as const };
    const cancel = homeDeliveryChangeStatusSchema.safeParse({ ...base, toStatus: 'Cancelled', note: ' ' });
    expect(cancel.error?.issues.map((i) => i.message)).toEqual([m.reasonRequired]);
    const early = homeDeliveryChangeStatusSchema.safeParse({
      ...base,
      toStatus: 'In Process',
      trackingNumber: 'X',
    });
    expect(early.error?.issues.map((i) => i.message)).toEqual([m.trackingOnlyWhenShipped]);
    const ship = homeDeliveryChangeStatusSchema.parse({
      id: 1,
      fromStatus: 'In Process',
      toStatus: 'Shipped',
      trackingNumber: ' 1Z9 ',
    });
    expect(ship).toMatchObject({ note: '', trackingNumber: '1Z9' });
  });
});

describe('queue display rules', () => {
  it('masks the phone but for its last four digits', () => {
    expect(maskedPhone('(850) 555-0100')).toBe('•••-•••-0100');
    expect(maskedPhone('12')).toBe('•••');
  });

  it('counts whole days since submission', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(ageInDays('2026-03-10T01:00:00Z', now)).toBe(0);
    expect(ageInDays('2026-03-08T11:00:00Z', now)).toBe(2);
    expect(ageInDays('2026-03-11T00:00:00Z', now)).toBe(0);
  });
});
