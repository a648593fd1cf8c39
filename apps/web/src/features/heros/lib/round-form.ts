import type { HerosRoundDetail, HerosRoundSaveBody } from '@homer/contracts/heros';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/local-date-time.ts';

export type OptionValues = {
  /** The row's own key while edited (new rows have no id yet). */
  key: string;
  id: number;
  optionName: string;
  dosage: string;
  isActive: boolean;
  /** '' = no limit (NumberInput's empty value). */
  maxDosesPerApplication: number | string;
  /** Requested on applications: it can be made inactive but not removed. */
  inUse: boolean;
};

export type RoundValues = {
  id: number;
  name: string;
  /** datetime-local values, in this browser's zone; '' = no date. */
  opensAt: string;
  closesAt: string;
  orderOptions: OptionValues[];
};

let nextKey = 0;
export const newOptionKey = () => `new-${++nextKey}`;

export function blankOption(): OptionValues {
  return {
    key: newOptionKey(),
    id: 0,
    optionName: '',
    dosage: '',
    isActive: true,
    maxDosesPerApplication: '',
    inUse: false,
  };
}

export function roundValues(round: HerosRoundDetail): RoundValues {
  return {
    id: round.id,
    name: round.name,
    opensAt: toLocalInput(round.opensAt),
    closesAt: toLocalInput(round.closesAt),
    orderOptions: round.orderOptions.map((o) => ({
      key: `option-${o.id}`,
      id: o.id,
      optionName: o.optionName,
      dosage: o.dosage,
      isActive: o.isActive,
      maxDosesPerApplication: o.maxDosesPerApplication ?? '',
      inUse: o.inUse,
    })),
  };
}

/** A typed date the browser could not read is sent as typed, so the contract refuses it by name. */
const instantOrNull = (local: string) => (local.trim() === '' ? null : fromLocalInput(local) || local);

/** The form as POST …/Round/Save takes it: options in their shown order, which is their sort. */
export function roundBody(values: RoundValues): HerosRoundSaveBody {
  return {
    id: values.id,
    name: values.name,
    opensAt: instantOrNull(values.opensAt),
    closesAt: instantOrNull(values.closesAt),
    orderOptions: values.orderOptions.map((o, index) => ({
      id: o.id,
      optionName: o.optionName,
      dosage: o.dosage,
      sortOrder: index,
      isActive: o.isActive,
      maxDosesPerApplication: o.maxDosesPerApplication === '' ? null : Number(o.maxDosesPerApplication),
    })),
  };
}
