import { describe, expect, it } from 'vitest';
import { headlineParts } from './search-headline.ts';

describe('headlineParts', () => {
  it('splits the matched words out of the headline', () => {
    expect(headlineParts('reset the «printer» queue then «printer» again')).toEqual([
      { text: 'reset the ', match: false },
      { text: 'printer', match: true },
      { text: ' queue then ', match: false },
      { text: 'printer', match: true },
      { text: ' again', match: false },
    ]);
  });

  it('keeps markup as text', () => {
    expect(headlineParts('<b>«x»</b>')).toEqual([
      { text: '<b>', match: false },
      { text: 'x', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('returns plain text whole', () => {
    expect(headlineParts('no match marks')).toEqual([{ text: 'no match marks', match: false }]);
  });
});
