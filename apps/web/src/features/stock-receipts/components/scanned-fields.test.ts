import { describe, expect, it } from 'vitest';
import { fieldsFromWedge } from './scanned-fields.ts';

describe('a GS1 DataMatrix typed by a keyboard-wedge scanner', () => {
  it('fills the NDC, lot and expiry, in the human and the raw form with a typed separator', () => {
    const fields = { ndc: '6954735302', lotNumber: 'NX24A17', expiryDate: '2027-03-31' };
    expect(fieldsFromWedge('(01)00369547353025(17)270331(10)NX24A17')).toEqual(fields);
    expect(fieldsFromWedge('010036954735302517270331' + '10NX24A17<GS>21SER1')).toEqual(fields);
  });

  it('says why a code cannot be used', () => {
    expect(fieldsFromWedge('RX12345')).toMatchObject({
      error: expect.stringContaining('not a GS1 DataMatrix'),
    });
    expect(fieldsFromWedge('(01)00369547353029(10)A')).toMatchObject({
      error: expect.stringContaining('check digit'),
    });
  });
});
