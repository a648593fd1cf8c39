import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { searchDelayMs } from '../../../shared/ui/list-page/list-state.ts';

type Props = { value: string; onChange: (value: string) => void; placeholder: string };

/**
 * A report's search, kept with its filters rather than in the list's own search box: a link (a usage row's ledger)
 * can then open the report already searched. Like the list's box it follows typing after a pause.
 */
export function ReportSearch({ value, onChange, placeholder }: Props) {
  const [input, setInput] = useState(value);
  const [applied, setApplied] = useState(value);
  // 'Clear' (or a new link) changes the filter under the box: the box shows it.
  if (value !== applied) {
    setApplied(value);
    setInput(value);
  }
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (input.trim() === applied) return;
    const timer = setTimeout(() => change.current(input.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [input, applied]);
  return (
    <TextInput
      type="search"
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      w={230}
      maxLength={200}
      value={input}
      onChange={(event) => setInput(event.currentTarget.value)}
    />
  );
}
