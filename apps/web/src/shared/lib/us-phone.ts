/** QS1 keeps phone numbers as digits: ten of them read as (850) 555-0100, anything else as stored. */
export function usPhone(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}
