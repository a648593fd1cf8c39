import { skipWaitingMessage } from './offline-cache-messages.ts';

/** How long the reload waits for a new build's worker to install and take over before reloading anyway. */
const handOverTimeoutMs = 5_000;

type WorkerLike = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener' | 'removeEventListener'>;
type RegistrationLike = {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  update(): Promise<unknown>;
};
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'addEventListener' | 'removeEventListener'
> & {
  getRegistration(): Promise<RegistrationLike | undefined>;
};

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

function installed(worker: WorkerLike): Promise<void> {
  return new Promise((resolve) => {
    const onChange = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', onChange);
      resolve();
    };
    worker.addEventListener('statechange', onChange);
    onChange();
  });
}

/** The new build's worker once it has installed: already waiting, installing now, or found by asking the server. */
async function waitingWorker(registration: RegistrationLike): Promise<WorkerLike | null> {
  if (!registration.waiting && !registration.installing) await registration.update().catch(() => undefined);
  const installing = registration.installing;
  if (installing) await installed(installing);
  return registration.waiting;
}

/**
 * The "has been updated" banner's reload. The worker of the build this page runs would otherwise stay in charge
 * (a reload does not replace it while the page it controls is open), so the new build's worker, once installed,
 * is told to take over first; the reload then runs entirely on the new build. Without a worker, or when the new
 * one does not come in time, it is a plain reload: pages always come from the server, so the new build loads.
 */
export async function reloadIntoNewVersion(
  container: WorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration = container?.controller
    ? await container.getRegistration().catch(() => undefined)
    : undefined;
  if (container && registration) {
    await within(
      (async () => {
        const worker = await waitingWorker(registration);
        if (!worker) return;
        const takenOver = new Promise<void>((resolve) =>
          container.addEventListener('controllerchange', () => resolve(), { once: true }),
        );
        worker.postMessage(skipWaitingMessage);
        await takenOver;
      })(),
      handOverTimeoutMs,
      undefined,
    );
  }
  reload();
}
