import type { PushNotification } from '@homer/contracts/live-events';
import { describe, expect, it } from 'vitest';
import {
  cornerOf,
  maxStacked,
  type PushStackState,
  pushStackReducer,
  remainingPercent,
} from './push-stack-state.ts';

const push = (header: string, timeout = 8): PushNotification => ({
  header,
  message: `${header} body`,
  businessArea: 0,
  timeout,
  openNewTab: false,
  useSound: false,
  timeSent: '2026-11-24T12:00:00.000Z',
});
const add = (state: PushStackState, key: string, timeout?: number) =>
  pushStackReducer(state, { type: 'add', key, push: push(key, timeout) });
const keys = (state: PushStackState) => state.map((s) => s.key);

describe('pushStackReducer', () => {
  it('puts the newest on top and keeps at most 5, dropping the oldest', () => {
    let state: PushStackState = [];
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) state = add(state, key);
    expect(maxStacked).toBe(5);
    expect(keys(state)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('dismisses one and leaves the others in order', () => {
    const state = add(add(add([], 'a'), 'b'), 'c');
    expect(keys(pushStackReducer(state, { type: 'dismiss', key: 'b' }))).toEqual(['c', 'a']);
    expect(pushStackReducer(state, { type: 'dismiss', key: 'zz' })).toEqual(state);
  });

  it('brings an older one to the front; the front one or an unknown key changes nothing', () => {
    const state = add(add(add([], 'a'), 'b'), 'c');
    expect(keys(pushStackReducer(state, { type: 'bringToFront', key: 'a' }))).toEqual(['a', 'c', 'b']);
    expect(pushStackReducer(state, { type: 'bringToFront', key: 'c' })).toBe(state);
    expect(pushStackReducer(state, { type: 'bringToFront', key: 'x' })).toBe(state);
  });

  it('counts every timer down and removes each when its timeout has passed', () => {
    let state = add(add([], 'short', 1), 'long', 2);
    state = pushStackReducer(state, { type: 'tick', elapsedMs: 500 });
    expect(state.map((s) => remainingPercent(s))).toEqual([75, 50]);
    for (let i = 0; i < 5; i++) state = pushStackReducer(state, { type: 'tick', elapsedMs: 100 });
    expect(keys(state)).toEqual(['long']);
    for (let i = 0; i < 10; i++) state = pushStackReducer(state, { type: 'tick', elapsedMs: 100 });
    expect(state).toEqual([]);
  });

  it('an empty stack stays the same object on a tick', () => {
    const state: PushStackState = [];
    expect(pushStackReducer(state, { type: 'tick', elapsedMs: 100 })).toBe(state);
  });
});

describe('cornerOf', () => {
  it('defaults to bottom right', () => {
    expect(cornerOf(undefined)).toBe('bottom-right');
    expect(cornerOf('bottom')).toBe('bottom-right');
    expect(cornerOf('right')).toBe('bottom-right');
    expect(cornerOf('top')).toBe('top-right');
    expect(cornerOf('left')).toBe('bottom-left');
  });
});
