import { withDatabase } from './e2e-database.ts';

/**
 * A user of one test alone, with the demo password and each module given at a role (by default Inventory at User,
 * so that the stock reports are theirs): their subscriptions are theirs alone.
 */
export async function createUser(
  userName: string,
  modules: readonly string[] = ['Inventory'],
  role = 'User',
): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $1::varchar || '@e2e.example', 'Rae', initcap($1::varchar), password_hash
       from users where user_name = 'admin' returning id`,
      [userName],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    await client.query(
      `insert into module_access (user_id, module, role) select $1, unnest($2::text[]), $3`,
      [id, modules, role],
    );
    return id;
  });
}

export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
