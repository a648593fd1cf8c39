import { moneySchema } from '@homer/contracts/ba';
import { type Budget, budgetMessages } from '@homer/contracts/ba-budgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { saveConfirmingOverCommit } from '../../../shared/ui/over-commit-confirm.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { budgetListKey } from '../api/get-budget-list.ts';
import { saveBudget } from '../api/save-budget.ts';
import { sumMoney } from '../lib/sum-money.ts';

/** Spec §9 "Save debounce". */
const saveDelayMs = 300;
/** Spec §9 "Allocation input max length". */
const maxLength = 15;

/** Same amount whatever the trailing zeros ("1000.1" and "1000.10"). */
const sameAmount = (a: string, b: string) => sumMoney([a]) === sumMoney([b]);

/**
 * The Budget Tracking list's inline allocation editor (B&A managers only): each valid change is saved
 * 300 ms after the last keystroke, sending only the allocation. An allocation below what is committed is saved
 * only once the manager confirms it (decision 034); otherwise the saved amount comes back.
 */
export function AllocationInput({ budget }: { budget: Budget }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(budget.allocatedAmt);
  const [error, setError] = useState<string | null>(null);
  const saved = useRef(budget.allocatedAmt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A reload brings the server's value; it replaces the box's text unless the user is mid-edit.
  useEffect(() => {
    saved.current = budget.allocatedAmt;
    if (!timer.current) setDraft(budget.allocatedAmt);
  }, [budget.allocatedAmt]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = async (allocatedAmt: string) => {
    timer.current = null;
    try {
      const result = await saveConfirmingOverCommit((confirmOverCommit) =>
        saveBudget({
          budgetId: budget.budgetId,
          budgetName: budget.budgetName,
          fiscalYearId: budget.fiscalYearId,
          allocatedAmt,
          confirmOverCommit,
        }),
      );
      if (!result) {
        if (!timer.current) setDraft(saved.current);
        return;
      }
      if (!result.isSuccessful || !result.model) {
        toast.error(`${budgetMessages.saveFailed}${result.message ?? ''}`);
        return;
      }
      saved.current = result.model.allocatedAmt;
      toast.success(result.message ?? budgetMessages.saved);
      await queryClient.invalidateQueries({ queryKey: budgetListKey });
    } catch {
      // The api client has shown the HTTP failure.
    }
  };

  const onChange = (text: string) => {
    setDraft(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const parsed = moneySchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid amount.');
      return;
    }
    setError(null);
    if (sameAmount(parsed.data, saved.current)) return;
    timer.current = setTimeout(() => void save(parsed.data), saveDelayMs);
  };

  return (
    <MoneyInput
      size="xs"
      w={128}
      aria-label={`Allocations for ${budget.budgetName}`}
      maxLength={maxLength}
      value={draft}
      error={error}
      onChange={onChange}
    />
  );
}
