import { describe, expect, it } from 'vitest';
import {
  approveRegistrationSchema,
  denyRegistrationSchema,
  registrationMessages,
  suggestedUserName,
} from './registrations.ts';

describe('suggestedUserName', () => {
  it('takes the part before the @ in the characters a user name may hold', () => {
    expect(suggestedUserName('Ana.Maria+pfs@clinic.example.com')).toBe('Ana.Mariapfs');
    expect(suggestedUserName("o'brien@example.com")).toBe('obrien');
    expect(suggestedUserName('')).toBe('');
  });
});

describe('decision schemas', () => {
  it('needs at least one module access and facility, and a reason to deny', () => {
    const approve = approveRegistrationSchema.safeParse({ kind: 'pfs', id: 1, facilityIds: [1], access: [] });
    expect(approve.error?.issues[0]?.message).toBe(registrationMessages.accessRequired);
    const deny = denyRegistrationSchema.safeParse({ kind: 'homer', id: 1, reason: ' ' });
    expect(deny.error?.issues[0]?.message).toBe(registrationMessages.reasonRequired);
    const ok = approveRegistrationSchema.parse({
      kind: 'homer',
      id: 1,
      facilityIds: [2],
      access: [{ module: 'HelpDesk', role: 'User' }],
    });
    expect(ok).toMatchObject({ mode: 'create', userName: '', linkUserId: 0 });
  });
});
