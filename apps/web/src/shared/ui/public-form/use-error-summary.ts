import { useCallback, useRef, useState } from 'react';

/**
 * What a form shares with its ErrorSummary: the form element, and a count of refused submits. Pass `refuse`
 * as the validation-failure handler of `form.onSubmit` (and call it when the server refuses fields).
 */
export function useErrorSummary() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const refuse = useCallback(() => setAttempt((n) => n + 1), []);
  return { formRef, attempt, refuse };
}
