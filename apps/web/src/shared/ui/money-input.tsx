import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useState } from 'react';
import { inputAmount, plainAmount } from '../lib/format-money.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'inputMode'> & {
  /** The plain amount ("250000.00"), as the contracts validate it; absent shows an empty box. */
  value?: string;
  /** Called with the plain amount: the grouping and "$" the user sees or types are left out. */
  onChange: (value: string) => void;
};

/**
 * A money field that reads like money everywhere else ("$" 250,000.00 beside "$250,000.00", issue 10): while
 * the user types it keeps their text; otherwise it shows the amount grouped with two decimals.
 */
export function MoneyInput({ value = '', onChange, onFocus, onBlur, ...props }: Props) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <TextInput
      {...props}
      leftSection="$"
      inputMode="decimal"
      value={typing ?? inputAmount(value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setTyping(inputAmount(value));
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTyping(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        setTyping(event.currentTarget.value);
        onChange(plainAmount(event.currentTarget.value));
      }}
    />
  );
}
