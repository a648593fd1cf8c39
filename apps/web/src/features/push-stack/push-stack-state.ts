import type { PushNotification } from '@homer/contracts/live-events';

/** Spec §4.3, §9: at most 5 stacked; the progress bar moves every 100 ms. */
export const maxStacked = 5;
export const tickMs = 100;
/** Spec §9: each older one sits 15 px further back, at opacity 0.2. */
export const stackOffsetPx = 15;
export const olderOpacity = 0.2;

export type StackedPush = {
  key: string;
  push: PushNotification;
  totalMs: number;
  remainingMs: number;
};

/** Newest (front) first. */
export type PushStackState = readonly StackedPush[];

export type PushStackAction =
  | { type: 'add'; key: string; push: PushNotification }
  | { type: 'dismiss'; key: string }
  | { type: 'bringToFront'; key: string }
  | { type: 'tick'; elapsedMs: number };

export function pushStackReducer(state: PushStackState, action: PushStackAction): PushStackState {
  switch (action.type) {
    case 'add': {
      const totalMs = action.push.timeout * 1000;
      const added: StackedPush = { key: action.key, push: action.push, totalMs, remainingMs: totalMs };
      // A sixth push drops the oldest, which is the one at the back.
      return [added, ...state.filter((s) => s.key !== action.key)].slice(0, maxStacked);
    }
    case 'dismiss':
      return state.filter((s) => s.key !== action.key);
    case 'bringToFront': {
      const index = state.findIndex((s) => s.key === action.key);
      if (index <= 0) return state;
      const chosen = state[index] as StackedPush;
      return [chosen, ...state.slice(0, index), ...state.slice(index + 1)];
    }
    case 'tick': {
      if (state.length === 0) return state;
      return state
        .map((s) => ({ ...s, remainingMs: s.remainingMs - action.elapsedMs }))
        .filter((s) => s.remainingMs > 0);
    }
  }
}

/** Percent of the timeout left, for the shrinking bar. */
export function remainingPercent(item: StackedPush): number {
  if (item.totalMs <= 0) return 0;
  return Math.max(0, Math.min(100, (item.remainingMs / item.totalMs) * 100));
}

export type StackCorner = 'top-right' | 'bottom-right' | 'bottom-left';

/**
 * Where the stack sits (decision 048): the spec gives four sides and a bottom-right default, so "top" is the top
 * right corner, "left" the bottom left, and "bottom" and "right" the default.
 */
export function cornerOf(position: PushNotification['position']): StackCorner {
  if (position === 'top') return 'top-right';
  if (position === 'left') return 'bottom-left';
  return 'bottom-right';
}
