import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMayOpenUser, userAgenciesPath } from '../lib/use-may-open-user.ts';

type Contact = { userId: number; name: string; email: string; contactRole: string; isActive?: boolean };

/** HOMER users linked to an agency; a name links to the user's HEROS Agencies tab where the viewer may open it. */
export function HomerContacts({ contacts, empty }: { contacts: readonly Contact[]; empty: string }) {
  const mayOpen = useMayOpenUser();
  if (contacts.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <List size="sm" spacing={4}>
      {contacts.map((c) => (
        <List.Item key={c.userId}>
          {mayOpen(c.userId) ? (
            <Anchor component={Link} to={userAgenciesPath(c.userId)} size="sm">
              {c.name}
            </Anchor>
          ) : (
            c.name
          )}{' '}
          ({c.email}), {c.contactRole}
          {c.isActive === false && ', inactive account'}
        </List.Item>
      ))}
    </List>
  );
}
