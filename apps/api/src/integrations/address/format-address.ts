type AddressLines = { street: string; secondary: string; city: string; state: string; zip: string };

/** One line, as the US postal service writes it: "123 Main St Apt 4, Tallahassee FL 32301". */
export function formatAddress(a: AddressLines): string {
  return `${[a.street, a.secondary].filter(Boolean).join(' ')}, ${a.city} ${a.state} ${a.zip}`;
}
