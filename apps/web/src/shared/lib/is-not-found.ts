import { ApiError } from './api-client.ts';

/** The server answered 404: the record asked for does not exist (or no longer does). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
