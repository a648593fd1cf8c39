import { describe, expect, it } from 'vitest';
import { ExportSlots } from './export-slots.ts';

const signal = () => new AbortController().signal;

describe('ExportSlots', () => {
  it('runs two at once, queues the next in order and hands a released slot to the first waiter', async () => {
    const slots = new ExportSlots({ running: 2, waiting: 2, waitMs: 5_000 });
    const first = await slots.acquire(signal());
    const second = await slots.acquire(signal());
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const granted: string[] = [];
    const third = slots.acquire(signal()).then((release) => {
      granted.push('third');
      return release;
    });
    const fourth = slots.acquire(signal()).then((release) => {
      granted.push('fourth');
      return release;
    });
    expect([slots.running, slots.waiting]).toEqual([2, 2]);

    first?.();
    const thirdRelease = await third;
    expect(granted).toEqual(['third']);
    expect([slots.running, slots.waiting]).toEqual([2, 1]);

    // Releasing twice frees one slot, not two.
    first?.();
    expect([slots.running, slots.waiting]).toEqual([2, 1]);

    second?.();
    await fourth;
    thirdRelease?.();
    expect(granted).toEqual(['third', 'fourth']);
    expect([slots.running, slots.waiting]).toEqual([1, 0]);
  });

  it('with no queue, as the download route runs it, writes two at once and refuses the third until one ends', async () => {
    const slots = new ExportSlots({ running: 2, waiting: 0, waitMs: 0 });
    const first = await slots.acquire(signal());
    const second = await slots.acquire(signal());
    expect(await slots.acquire(signal())).toBeNull();
    expect([slots.running, slots.waiting]).toEqual([2, 0]);
    second?.();
    const third = await slots.acquire(signal());
    expect(third).toBeTypeOf('function');
    expect(await slots.acquire(signal())).toBeNull();
    first?.();
    third?.();
    expect(slots.running).toBe(0);
  });

  it('refuses at once when the queue is full', async () => {
    const slots = new ExportSlots({ running: 1, waiting: 1, waitMs: 5_000 });
    const held = await slots.acquire(signal());
    const waiting = slots.acquire(signal());
    expect(await slots.acquire(signal())).toBeNull();
    held?.();
    expect(await waiting).toBeTypeOf('function');
  });

  it('refuses a waiter whose wait runs out and takes it off the queue', async () => {
    const slots = new ExportSlots({ running: 1, waiting: 1, waitMs: 30 });
    const held = await slots.acquire(signal());
    expect(await slots.acquire(signal())).toBeNull();
    expect(slots.waiting).toBe(0);
    held?.();
    expect(slots.running).toBe(0);
  });

  it('drops a waiter whose caller went away, and never grants it the slot', async () => {
    const slots = new ExportSlots({ running: 1, waiting: 2, waitMs: 5_000 });
    const held = await slots.acquire(signal());
    const gone = new AbortController();
    const leaving = slots.acquire(gone.signal);
    const staying = slots.acquire(signal());
    gone.abort();
    expect(await leaving).toBeNull();
    expect(slots.waiting).toBe(1);
    held?.();
    expect(await staying).toBeTypeOf('function');
    expect(slots.running).toBe(1);
    const aborted = new AbortController();
    aborted.abort();
    expect(await slots.acquire(aborted.signal)).toBeNull();
  });
});
