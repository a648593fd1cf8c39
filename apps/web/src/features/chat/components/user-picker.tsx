import type { ChatUser } from '@homer/contracts/chat';
import { chatMessages } from '@homer/contracts/chat';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chatUsersQueryOptions } from '../api/chat.ts';
import { OnlineDot } from './person.tsx';

type Props = {
  label: string;
  value: ChatUser[];
  onChange: (users: ChatUser[]) => void;
  error?: string | null;
  /** People already in the room, left out of the choices. */
  exclude?: readonly number[];
};

/** Several people chosen by typing part of a name; the server searches (SearchUsers), the list shows who is online. */
export function UserPicker({ label, value, onChange, error, exclude = [] }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useQuery(chatUsersQueryOptions(debounced));
  const known = new Map<number, ChatUser>();
  for (const user of [...value, ...(found.data ?? [])])
    if (!exclude.includes(user.userId)) known.set(user.userId, user);
  const data = [...known.values()].map((u) => ({ value: String(u.userId), label: u.name }));
  return (
    <MultiSelect
      label={label}
      placeholder="Type a name"
      data={data}
      value={value.map((u) => String(u.userId))}
      onChange={(ids) =>
        onChange(
          ids.flatMap((id) => known.get(Number(id)) ?? value.find((u) => String(u.userId) === id) ?? []),
        )
      }
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the search; Mantine's own filter would only hide its matches.
      filter={({ options }) => options}
      hidePickedOptions
      nothingFoundMessage={found.isSuccess ? chatMessages.noUsers : undefined}
      renderOption={({ option }) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <OnlineDot online={known.get(Number(option.value))?.online ?? false} />
          {option.label}
        </span>
      )}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
