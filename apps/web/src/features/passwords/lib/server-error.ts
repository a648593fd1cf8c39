import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';

export type ServerError = { message: string; fields: { path: string; message: string }[] };

/** Statuses the password pages show on the form; the api client reports every other failure itself. */
export const formErrorStatuses = [400, 429] as const;

/** The message and field errors of a refused submission, or null when the api client already reported it. */
export function serverError(error: unknown): ServerError | null {
  if (!(error instanceof ApiError) || !(formErrorStatuses as readonly number[]).includes(error.status))
    return null;
  const body = error.body as { errors?: unknown } | null;
  const message = refusalMessage(error) ?? error.message;
  const fields = Array.isArray(body?.errors)
    ? body.errors.filter(
        (e): e is { path: string; message: string } =>
          typeof e?.path === 'string' && typeof e?.message === 'string',
      )
    : [];
  return { message, fields };
}
