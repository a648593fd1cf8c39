import type { z } from 'zod';

/** Carried by every cross-field issue, so one rule's finding does not hold back the next rule. */
export const crossFieldParams = { crossField: true } as const;

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((key, i) => path[i] === key);
}

function isCrossField(issue: z.core.$ZodRawIssue): boolean {
  return (issue as { params?: { crossField?: unknown } }).params?.crossField === true;
}

/**
 * The `when` of every rule that compares fields of one object (emails match, end after start, paid within
 * invoiced): the rule runs as soon as the fields it reads are valid, so its message shows with the other
 * fields' messages on the first submit. By default zod runs an object's refinement only once every field of
 * the object is valid (docs/decisions/024-form-validation-timing.md).
 *
 * Fields are named as dotted paths ('email', 'agency.shipSmartyAddress'). An issue on the object itself (not an
 * object at all) or on, above or below a named field keeps the rule from running; another cross-field rule's
 * finding does not (paid over invoiced still lets reconciled be compared with paid).
 *
 * zod skips every later check of an object, `when` or not, once a field of it raised an issue with
 * `abort: true`; the fields of an object with such a rule therefore stop at their first failure without it.
 */
export function whenFieldsValid(...fields: readonly string[]): (payload: z.core.ParsePayload) => boolean {
  const read = fields.map((field) => field.split('.'));
  return (payload) =>
    payload.issues.every((issue) => {
      if (isCrossField(issue)) return true;
      const at = (issue.path ?? []).map(String);
      return at.length > 0 && !read.some((field) => startsWith(at, field) || startsWith(field, at));
    });
}

/**
 * The options of a `.refine` over several fields: its issue, and when it runs (once the fields it reads are
 * valid). `.refine(check, crossField(['email', 'confirmEmail'], { path: ['confirmEmail'], message }))`.
 */
export function crossField(reads: readonly string[], issue: { path: string[]; message: string }) {
  return { ...issue, params: crossFieldParams, when: whenFieldsValid(...reads) };
}
