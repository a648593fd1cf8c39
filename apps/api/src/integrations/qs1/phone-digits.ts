/**
 * The ten digits that identify a US phone number: punctuation, a leading country code 1 and an extension
 * are ignored, so "(850) 555-0100" and "1-850-555-0100 x12" compare equal.
 */
export function phoneDigits(phone: string): string {
  const withoutExtension = phone.replace(/\s*(x|ext\.?|extension)\s*\d*$/i, '');
  const digits = withoutExtension.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
