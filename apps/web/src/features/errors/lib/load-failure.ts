import { useEffect, useState } from 'react';
import { newVersion } from './new-version.ts';

/**
 * What a route's error page says: `checking` while it asks the server; `offline` (retry when back online);
 * `new-version` (a chunk of the build this page runs is gone after a release: reload); `failed` otherwise.
 */
export type LoadFailure = 'checking' | 'offline' | 'new-version' | 'failed';

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload of a chunk's CSS has its own.
const chunkLoadMessage =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i;

/** Whether `error` is a page's code (or its CSS) that could not be fetched, rather than a page that crashed. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkLoadMessage.test(error.message);
}

/** Classifies a route error; for a chunk that would not load, asks whether the device is offline or a release came. */
export function useLoadFailure(error: unknown): LoadFailure {
  const [failure, setFailure] = useState<LoadFailure>(isChunkLoadError(error) ? 'checking' : 'failed');
  // Again for each new error: a retry that fails once more may fail for another reason.
  useEffect(() => {
    if (!isChunkLoadError(error)) {
      setFailure('failed');
      return;
    }
    let current = true;
    void newVersion.check().then((result) => {
      if (!current) return;
      setFailure(result === 'offline' ? 'offline' : result === 'new' ? 'new-version' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [error]);
  return failure;
}
