import { z } from 'zod';
import { formatMoney } from './ba-money.ts';

/**
 * Over-commitment (issue 10, decision 034): a save that leaves a budget's Available Budget below zero, and lower
 * than it was, needs a confirmation. Only B&A managers make these saves (the routes' rule), so they confirm.
 * Spec document 3 has no words for it; these are ours.
 */
export const overCommitMessages = {
  /** The title of the confirmation dialog. */
  title: 'Over budget',
  confirm: 'Save anyway',
} as const;

/** The refusal of an unconfirmed over-commitment, with the Available Budget the save would leave. */
export const overCommitMessage = (availableBudget: string) =>
  `This save would over-commit the budget: its Available Budget would be ${formatMoney(availableBudget)}. Confirm to save it anyway.`;

/** The refusal's value: what the save would leave, so the page can ask and send the save again confirmed. */
export const overCommitValueSchema = z.object({
  overCommitted: z.literal(true),
  availableBudget: z.string(),
});
export type OverCommitValue = z.infer<typeof overCommitValueSchema>;

/** Sent again, after the user confirmed, by the saves that can over-commit (allocation, PO, invoice). */
export const confirmOverCommitField = { confirmOverCommit: z.boolean().optional() };
