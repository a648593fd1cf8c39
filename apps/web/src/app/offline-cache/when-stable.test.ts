import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RouterActivity, whenStable } from './when-stable.ts';

type State = RouterActivity['state'];
const idle: State = { navigation: { state: 'idle' }, revalidation: 'idle' };
const loading: State = { navigation: { state: 'loading' }, revalidation: 'idle' };

function fakeRouter(initial: State) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (state: State) => {
    router.state = state;
    for (const listener of listeners) listener(state);
  };
  return { router, set, listeners };
}

describe('whenStable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts once the app has been idle for the whole delay, and only once', () => {
    const { router, listeners } = fakeRouter(idle);
    const action = vi.fn();
    whenStable(router, 30_000, action);
    vi.advanceTimersByTime(29_999);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('starts the wait again after each page change, and never counts time spent loading', () => {
    const { router, set } = fakeRouter(loading);
    const action = vi.fn();
    whenStable(router, 30_000, action);
    vi.advanceTimersByTime(45_000);
    expect(action).not.toHaveBeenCalled();

    set(idle);
    vi.advanceTimersByTime(20_000);
    set(loading);
    vi.advanceTimersByTime(20_000);
    set(idle);
    vi.advanceTimersByTime(29_000);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('a data reload in flight is not stable either', () => {
    const { router, set } = fakeRouter(idle);
    const action = vi.fn();
    whenStable(router, 1_000, action);
    set({ navigation: { state: 'idle' }, revalidation: 'loading' });
    vi.advanceTimersByTime(5_000);
    expect(action).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const { router, listeners } = fakeRouter(idle);
    const action = vi.fn();
    const cancel = whenStable(router, 1_000, action);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(action).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
