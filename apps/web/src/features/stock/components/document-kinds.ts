const kindLabels: Record<string, string> = {
  receipt: 'Receipt',
  adjustment: 'Adjustment',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  count: 'Count',
  shipment: 'Shipment',
  repack_out: 'Repack out',
  repack_in: 'Repack in',
  donation: 'Donation',
  opening: 'Opening balance',
  reversal: 'Reversal',
};

export const documentKindLabel = (kind: string) => kindLabels[kind] ?? kind;
