import { ApiError } from './api-client.ts';

/** The server's own message for a refused call, or null when it sent none: pages show it by the form. */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const message = (error.body as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}
