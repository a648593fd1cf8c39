import { describe, expect, it } from 'vitest';
import { maxId } from './fields.ts';
import {
  ciWorkstationFormSchema,
  workstationMessages as m,
  setInventoryWorkstationSchema,
} from './workstations.ts';

const messagesOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
};

describe('workstation service contracts', () => {
  it('setting needs a workstation id in range', () => {
    expect(messagesOf(setInventoryWorkstationSchema, { shippingWorkstationId: 3 })).toEqual([]);
    for (const shippingWorkstationId of [undefined, 0, -1, 1.5, maxId + 1, '3'])
      expect(messagesOf(setInventoryWorkstationSchema, { shippingWorkstationId })).toEqual([
        m.workstationRequired,
      ]);
  });

  it('a CI workstation needs a facility and a name of at most 50 characters', () => {
    const valid = { id: 0, facilityId: 1, name: 'Repack A', isActive: true };
    expect(messagesOf(ciWorkstationFormSchema, valid)).toEqual([]);
    expect(messagesOf(ciWorkstationFormSchema, { ...valid, name: '  ' })).toContain(m.nameRequired);
    expect(messagesOf(ciWorkstationFormSchema, { ...valid, name: 'n'.repeat(51) })).toContain(m.nameTooLong);
    expect(messagesOf(ciWorkstationFormSchema, { ...valid, facilityId: 0 })).toContain(m.facilityRequired);
  });

  it('the banner says None Selected, as the spec writes it', () => {
    expect(m.noneSelected).toBe('None Selected');
  });
});
