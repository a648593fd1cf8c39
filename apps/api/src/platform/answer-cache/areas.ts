/**
 * The areas migration 0045 announces on `homer_answer_changed`, each the name of a set of tables. A route that
 * writes one of them names the area in its config (`changesAnswers`), so this instance drops the area's answers
 * before replying instead of waiting for the announcement (decision 080).
 */
export const answerAreas = {
  /** budgets (with its stored figures, decision 026), budget_funds, fiscal_years, ba_programs. */
  budgets: 'budgets',
} as const;

export type AnswerArea = (typeof answerAreas)[keyof typeof answerAreas];
