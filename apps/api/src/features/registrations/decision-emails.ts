import type { ModuleAccess } from '@homer/contracts/access';
import type { Config } from '../../config.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';

type Person = { email: string; firstName: string };

const accessLines = (access: readonly ModuleAccess[]) => access.map((a) => `  ${a.module}: ${a.role}`);

/** The approval: what was granted, and where to sign in (a new account also gets the welcome email). */
export function approvalMail(
  config: Pick<Config, 'publicBaseUrl'>,
  person: Person,
  granted: { userName: string; created: boolean; facilities: string[]; access: readonly ModuleAccess[] },
): Email {
  return {
    to: person.email,
    subject: 'Your HOMER access request has been approved',
    text: [
      `Hello ${person.firstName},`,
      '',
      `Your request has been approved. Your HOMER user name is ${granted.userName}.`,
      '',
      `Facilities: ${granted.facilities.join(', ')}`,
      'Module access:',
      ...accessLines(granted.access),
      '',
      granted.created
        ? 'A separate welcome email has a link to set your password (valid for 7 days).'
        : `Sign in at ${config.publicBaseUrl}/login.`,
    ].join('\n'),
  };
}

/** The denial, with the reviewer's reason and, for an existing account, what it keeps. */
export function denialMail(person: Person, reason: string, outcome: string | null): Email {
  return {
    to: person.email,
    subject: 'Your HOMER access request has been denied',
    text: [
      `Hello ${person.firstName},`,
      '',
      'Your request for access has been denied for this reason:',
      '',
      reason,
      ...(outcome ? ['', outcome] : []),
      '',
      'If you have questions, please contact the Support Desk.',
    ].join('\n'),
  };
}
