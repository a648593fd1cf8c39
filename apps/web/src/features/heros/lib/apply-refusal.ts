import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';

type FieldErrorSink = { setFieldError: (path: string, message: string) => void };

/**
 * A refused save's message, with each field the server names marked on the form (its `errors` carry the
 * contract's paths, which are the form's own). Null when the call failed otherwise (the api client told it).
 */
export function applyRefusal(error: unknown, form: FieldErrorSink): string | null {
  const message = refusalMessage(error);
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const errors = (error.body as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      for (const e of errors as { path?: unknown; message?: unknown }[]) {
        if (typeof e.path === 'string' && e.path !== '' && typeof e.message === 'string') {
          form.setFieldError(e.path, e.message);
        }
      }
    }
  }
  return message;
}
