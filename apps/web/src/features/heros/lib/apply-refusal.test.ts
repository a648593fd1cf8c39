import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyRefusal } from './apply-refusal.ts';

function sink() {
  const marked: Record<string, string> = {};
  const setFieldError = (path: string, message: string) => {
    marked[path] = message;
  };
  return { marked, setFieldError };
}

describe('applyRefusal', () => {
  it("marks each field the server names and answers the server's message", () => {
    const form = sink();
    const error = new ApiError(
      400,
      {
        isSuccessful: false,
        message: 'Strength is required.',
        errors: [
          { path: 'orderOptions.1.dosage', message: 'Strength is required.' },
          { path: '', message: 'Ignored: names no field.' },
        ],
      },
      'Strength is required.',
    );
    expect(applyRefusal(error, form)).toBe('Strength is required.');
    expect(form.marked).toEqual({ 'orderOptions.1.dosage': 'Strength is required.' });
  });

  it('answers a refusal without fields by its message alone', () => {
    const form = sink();
    const error = new ApiError(
      409,
      { isSuccessful: false, message: 'Already approved.' },
      'Already approved.',
    );
    expect(applyRefusal(error, form)).toBe('Already approved.');
    expect(form.marked).toEqual({});
  });

  it('answers null for a failure the api client has already told', () => {
    expect(applyRefusal(new Error('network'), sink())).toBeNull();
  });
});
