export type ExportSlotLimits = {
  /** Exports written at once. */
  running: number;
  /** Requests that may wait for a slot; beyond that a request is refused at once. */
  waiting: number;
  /** How long a waiting request waits before it is refused. */
  waitMs: number;
};

type Waiter = { grant: (release: () => void) => void };

/**
 * Bounds the exports one instance writes at once: each holds a database connection and a zip stream, and the
 * CPU they share is the event loop every other request needs. Requests beyond the limit wait in a short
 * first-come queue; `acquire` answers null when the queue is full, the wait runs out or the caller went away.
 */
export class ExportSlots {
  #running = 0;
  readonly #queue: Waiter[] = [];

  constructor(readonly limits: ExportSlotLimits) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  acquire(signal: AbortSignal): Promise<(() => void) | null> {
    if (signal.aborted) return Promise.resolve(null);
    if (this.#running < this.limits.running) return Promise.resolve(this.#take());
    if (this.#queue.length >= this.limits.waiting) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const at = this.#queue.indexOf(waiter);
        if (at >= 0) this.#queue.splice(at, 1);
      };
      const onAbort = () => {
        leave();
        resolve(null);
      };
      const waiter: Waiter = {
        grant: (release) => {
          leave();
          resolve(release);
        },
      };
      const timer = setTimeout(onAbort, this.limits.waitMs);
      signal.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(waiter);
    });
  }

  /** Counts a slot as taken; its release hands it to the first waiter, once however often it is called. */
  #take(): () => void {
    this.#running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      const next = this.#queue[0];
      if (next) next.grant(this.#take());
    };
  }
}
