/**
 * Which recipients the SMTP server permanently refused (decision 048). Nodemailer reports a refusal of every
 * recipient as an error with `rejected` and, per address, `rejectedErrors` carrying each reply code; a refusal of
 * the whole message (at MAIL FROM or DATA) carries one `responseCode`. Only a 5xx reply is permanent: a 4xx is
 * "try later", and a connection failure says nothing about the address.
 */
type SmtpRefusal = {
  responseCode?: unknown;
  rejected?: unknown;
  rejectedErrors?: unknown;
};

const isPermanent = (code: unknown) => typeof code === 'number' && code >= 500 && code < 600;

function addressOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'address' in value && typeof value.address === 'string') {
    return value.address;
  }
  return null;
}

/** The recipients of a failed send that bounced; empty when the failure was not a permanent refusal. */
export function bouncedRecipients(error: unknown, recipients: readonly string[]): string[] {
  if (!error || typeof error !== 'object') return [];
  const refusal = error as SmtpRefusal;
  if (Array.isArray(refusal.rejectedErrors) && refusal.rejectedErrors.length > 0) {
    const bounced = refusal.rejectedErrors
      .filter((e) => e && typeof e === 'object' && isPermanent((e as SmtpRefusal).responseCode))
      .map((e) => addressOf((e as { recipient?: unknown }).recipient))
      .filter((a): a is string => a !== null);
    return matchRecipients(bounced, recipients);
  }
  if (!isPermanent(refusal.responseCode)) return [];
  if (Array.isArray(refusal.rejected) && refusal.rejected.length > 0) {
    const rejected = refusal.rejected.map(addressOf).filter((a): a is string => a !== null);
    return matchRecipients(rejected, recipients);
  }
  return [...recipients];
}

/** Rejected addresses as the caller spelled them (the server may echo another case). */
export function matchRecipients(rejected: readonly string[], recipients: readonly string[]): string[] {
  const wanted = new Set(rejected.map((a) => a.trim().toLowerCase()));
  return recipients.filter((r) => wanted.has(r.trim().toLowerCase()));
}
