import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadIntoNewVersion, type WorkerContainer } from './hand-over.ts';
import { isSkipWaitingMessage, skipWaitingMessage } from './offline-cache-messages.ts';

/** A worker and a container that behave like the browser's: told to skip waiting, the worker takes control. */
function fakeBrowser(options: {
  waiting?: boolean;
  installing?: boolean;
  controlled?: boolean;
  takesOver?: boolean;
}) {
  const containerTarget = new EventTarget();
  const workerTarget = new EventTarget();
  const messages: unknown[] = [];
  const worker = {
    state: options.installing ? 'installing' : 'installed',
    postMessage(message: unknown) {
      messages.push(message);
      if (isSkipWaitingMessage(message) && options.takesOver !== false)
        queueMicrotask(() => containerTarget.dispatchEvent(new Event('controllerchange')));
    },
    addEventListener: workerTarget.addEventListener.bind(workerTarget),
    removeEventListener: workerTarget.removeEventListener.bind(workerTarget),
  } as unknown as ServiceWorker;
  const registration = {
    waiting: options.waiting ? worker : null,
    installing: options.installing ? worker : null,
    update: vi.fn(async () => undefined),
  };
  const finishInstalling = () => {
    Object.assign(worker, { state: 'installed' });
    registration.installing = null;
    registration.waiting = worker;
    workerTarget.dispatchEvent(new Event('statechange'));
  };
  const container = {
    controller: options.controlled === false ? null : ({} as ServiceWorker),
    getRegistration: async () => registration,
    addEventListener: containerTarget.addEventListener.bind(containerTarget),
    removeEventListener: containerTarget.removeEventListener.bind(containerTarget),
  } as unknown as WorkerContainer;
  return { container, messages, registration, finishInstalling };
}

describe('reloadIntoNewVersion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("has the new build's waiting worker take over, then reloads", async () => {
    const { container, messages } = fakeBrowser({ waiting: true });
    const reload = vi.fn();
    await reloadIntoNewVersion(container, reload);
    expect(messages).toEqual([skipWaitingMessage]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for a worker still installing before handing over', async () => {
    const { container, messages, finishInstalling } = fakeBrowser({ installing: true });
    const reload = vi.fn();
    const done = reloadIntoNewVersion(container, reload);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    finishInstalling();
    await done;
    expect(messages).toEqual([skipWaitingMessage]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the server for the new worker when none has been found yet', async () => {
    const { container, registration, messages } = fakeBrowser({});
    const reload = vi.fn();
    await reloadIntoNewVersion(container, reload);
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker does not take over in time', async () => {
    const { container } = fakeBrowser({ waiting: true, takesOver: false });
    const reload = vi.fn();
    const done = reloadIntoNewVersion(container, reload);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is a plain reload on a page no worker controls, or without worker support', async () => {
    const { container, messages } = fakeBrowser({ waiting: true, controlled: false });
    const reload = vi.fn();
    await reloadIntoNewVersion(container, reload);
    await reloadIntoNewVersion(undefined, reload);
    expect(messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('isSkipWaitingMessage', () => {
  it('knows only the hand-over message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'CLAIM' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });
});
