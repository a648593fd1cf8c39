import { describe, expect, it } from 'vitest';
import { parseSelectedFacility } from './use-selected-facility.ts';

describe('parseSelectedFacility', () => {
  it('reads a stored facility and drops unknown keys', () => {
    expect(parseSelectedFacility('{"id":3,"name":"Central Pharmacy","longName":null,"x":1}')).toEqual({
      id: 3,
      name: 'Central Pharmacy',
      longName: null,
    });
    expect(parseSelectedFacility('{"id":3,"name":"Central"}')).toEqual({ id: 3, name: 'Central' });
  });

  it('refuses anything else: nothing, broken JSON, wrong types', () => {
    for (const raw of [
      undefined,
      '',
      '{',
      'null',
      '[]',
      '{"id":"3","name":"A"}',
      '{"id":1.5,"name":"A"}',
      '{"id":1}',
      '{"id":1,"name":"A","longName":2}',
    ]) {
      expect(parseSelectedFacility(raw)).toBeNull();
    }
  });
});
