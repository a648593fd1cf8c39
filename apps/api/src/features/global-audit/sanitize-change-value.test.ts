import { describe, expect, it } from 'vitest';
import { sanitizeChangeValue } from './sanitize-change-value.ts';

describe('sanitizeChangeValue', () => {
  it('keeps plain text and simple formatting', () => {
    expect(sanitizeChangeValue(null)).toBeNull();
    expect(sanitizeChangeValue('')).toBe('');
    expect(sanitizeChangeValue(`O'Brien "Jr"`)).toBe(`O'Brien "Jr"`);
    expect(sanitizeChangeValue('<b>bold</b> <em>and</em><br>next')).toBe(
      '<b>bold</b> <em>and</em><br />next',
    );
  });

  it('drops handlers, attributes, scripts, images and links, keeping their text', () => {
    expect(sanitizeChangeValue('<img src=x onerror=alert(1)>bold')).toBe('bold');
    expect(sanitizeChangeValue('<b onclick="alert(1)" style="color:red">x</b>')).toBe('<b>x</b>');
    expect(sanitizeChangeValue('<script>alert(1)</script>after')).toBe('after');
    expect(sanitizeChangeValue('<a href="javascript:alert(1)">link</a>')).toBe('link');
    expect(sanitizeChangeValue('<iframe src="//evil"></iframe>')).toBe('');
  });

  it('escapes stray markup characters so the value reads as written', () => {
    expect(sanitizeChangeValue('a & b > c')).toBe('a &amp; b &gt; c');
  });
});
