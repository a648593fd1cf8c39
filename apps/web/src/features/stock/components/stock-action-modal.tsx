import type { Envelope } from '@homer/contracts/envelope';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { toast } from '../../../shared/ui/toast.ts';

type Props<T extends Record<string, unknown>> = {
  title: string;
  form: UseFormReturnType<T>;
  /** Sends the form; a refusal of the stock ledger comes back as the message shown above the fields. */
  send: (values: T) => Promise<Envelope<number, null>>;
  submitLabel: string;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
};

/** The modal every lot action runs in: the server's refusal is shown in it, and nothing changes until it says yes. */
export function StockActionModal<T extends Record<string, unknown>>({ send, ...props }: Props<T>) {
  return (
    <CommandModal
      {...props}
      size="md"
      closeLabel="Cancel"
      fallback={`${props.title} was refused.`}
      send={async (values) => {
        const result = await send(values);
        if (!result.isSuccessful) return result.message ?? `${props.title} was refused.`;
        toast.success(result.message ?? 'Done.');
        return null;
      }}
    />
  );
}
