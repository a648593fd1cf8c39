import { ApiError } from '../../../shared/lib/api-client.ts';

/** The message of a refused call (400, 429), for the page to show next to the form. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return fallback;
}
