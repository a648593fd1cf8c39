import { withDatabase } from './e2e-database.ts';

/**
 * A submitted ticket written straight to the database (the public form is proven once, by help-desk-tickets.spec.ts).
 * It is a PFS Login Issues ticket unless it is an account request or names a category of its own.
 */
export async function insertTicket(fields: {
  subject: string;
  email: string;
  priorityId: number;
  status?: string;
  /** An account request (category 5, from the register form) instead of a PFS Login Issues ticket. */
  accountRequest?: boolean;
  categoryId?: number;
}) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into help_desk_tickets
         (source, status, full_name, email, phone_number, facility_id, facility_name, category_id, priority_id,
          subject, description)
       select $5, $4, 'Queue Tester', $2, '850-555-0100', id, name, $6, $3, $1, 'Queue filter check.'
       from facilities where name = 'Central Pharmacy'
       returning id`,
      [
        fields.subject,
        fields.email,
        fields.priorityId,
        fields.status ?? 'New',
        fields.accountRequest ? 'Registration' : 'PFS',
        fields.categoryId ?? (fields.accountRequest ? 5 : 4),
      ],
    );
    return rows[0]?.id ?? 0;
  });
}

/**
 * A ticket category of one test alone, so that figures by category are that test's: the queue and the reports offer
 * it (it is active), the public forms do not.
 */
export async function categoryOfItsOwn(name: string): Promise<number> {
  return withDatabase(async (db) => {
    // Reference data has fixed ids: the next free one, under a lock so that parallel tests do not take the same.
    await db.query('begin');
    await db.query('lock table help_desk_categories in exclusive mode');
    const { rows } = await db.query<{ id: number }>(
      `insert into help_desk_categories (id, name, in_homer_list, in_pfs_list, sort_order)
       select coalesce(max(id), 0) + 1, $1, false, false, 900 from help_desk_categories
       returning id`,
      [name],
    );
    await db.query('commit');
    const id = rows[0]?.id;
    if (!id) throw new Error('The category was not written');
    return id;
  });
}
