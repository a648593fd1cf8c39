import { rxNumberMaxLength } from '@homer/contracts/global-audit';
import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { searchDelayMs } from '../../../shared/ui/list-page/list-state.ts';

type Props = { value: string; onChange: (value: string) => void };

/** RX Number text: the box shows every keystroke, the list follows after the spec's search delay. */
export function RxNumberFilter({ value, onChange }: Props) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  // The toolbar hands a new callback on every render; the timer must restart on typing only.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  // The list's Clear resets the filter from outside; the box follows it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      if (next !== committed.current) {
        committed.current = next;
        latestOnChange.current(next);
      }
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextInput
      label="RX Number"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={rxNumberMaxLength}
      w={160}
    />
  );
}
