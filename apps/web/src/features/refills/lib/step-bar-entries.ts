import {
  type RefillStep,
  type RefillStepHistory,
  refillStepNames,
  refillStepValues,
} from '@homer/contracts/refills';

export type StepBarEntry = {
  step: RefillStep;
  name: string;
  state: 'done' | 'current' | 'upcoming';
  /** The last time the shipment reached this step, and who moved it there. */
  reached: { byName: string; at: string } | null;
};

/** The seven steps of §4.7 in order, each with whether it is passed and who reached it when. */
export function stepBarEntries(currentStep: number, history: readonly RefillStepHistory[]): StepBarEntry[] {
  return refillStepValues.map((step) => {
    const last = history.filter((h) => h.toStep === step).at(-1);
    return {
      step,
      name: refillStepNames[step],
      state: step < currentStep ? 'done' : step === currentStep ? 'current' : 'upcoming',
      reached: last ? { byName: last.byName, at: last.at } : null,
    };
  });
}
