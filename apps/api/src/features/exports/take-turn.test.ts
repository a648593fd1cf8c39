import { describe, expect, it } from 'vitest';
import { takeTurn } from './take-turn.ts';

describe('takeTurn', () => {
  it('resumes one waiter per event-loop turn, in turn, however many are waiting', async () => {
    const log: string[] = [];
    let turn = 0;
    let counting = true;
    // Counts loop turns: one check-phase callback per turn.
    const tick = () => {
      turn++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    const worker = async (name: string) => {
      for (let i = 0; i < 3; i++) {
        await takeTurn();
        log.push(`${name}${i}@${turn}`);
      }
    };
    await Promise.all([worker('a'), worker('b')]);
    counting = false;
    expect(log.map((entry) => entry.split('@')[0])).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
    const turns = log.map((entry) => Number(entry.split('@')[1]));
    expect(new Set(turns).size).toBe(turns.length);
  });
});
