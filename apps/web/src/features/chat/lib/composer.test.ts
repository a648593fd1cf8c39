import { describe, expect, it } from 'vitest';
import { composerKeyAction, lengthCounter, textAfterFailedSend } from './composer.ts';

describe('composerKeyAction', () => {
  it('sends on Enter and types a newline on Shift+Enter', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('type');
    expect(composerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('type');
  });
  it('does not send while an input method is composing', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
  });
});

describe('lengthCounter', () => {
  it('shows only near the limit', () => {
    expect(lengthCounter(1799)).toBeNull();
    expect(lengthCounter(1800)).toBe('1800 / 2000');
    expect(lengthCounter(2000)).toBe('2000 / 2000');
  });
});

describe('textAfterFailedSend', () => {
  it('puts the unsent message back, before what was typed while it travelled', () => {
    expect(textAfterFailedSend('first', '')).toBe('first');
    expect(textAfterFailedSend('first', 'second')).toBe('first\nsecond');
  });
});
