import type pg from 'pg';

/** Contacts with from <= id < to. */
export interface ContactIdRange {
  from: number;
  to: number;
}

export interface ExportQueryInput {
  accountId: string;
  listId: number;
  timezoneOffset: number;
  propertyKeys: string[];
  contactIds?: ContactIdRange;
  header?: boolean;
}

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return) gets a
 * leading quote. Comparing the first code point as a number is far cheaper per cell than comparing text.
 */
const csvSafe = (column: string): string =>
  `case when ascii(${column}) in (61, 43, 45, 64, 9, 13) then '''' || ${column} else ${column} end`;

/**
 * The export as COPY ... TO STDOUT. COPY takes no bind parameters, so every value is an escaped literal or
 * a validated number. The inner query reads each value once (OFFSET 0 keeps it from being folded into the
 * outer one, which would look every property up again for each use in the formula check). Rows come in
 * membership order; sorting a million of them would cost a quarter of the export.
 */
export const buildExportQuery = (client: pg.ClientBase, input: ExportQueryInput): string => {
  const offset = Math.trunc(input.timezoneOffset);
  // A whole-second timestamp prints as 'YYYY-MM-DD HH:MI:SS' under DateStyle ISO, far cheaper than to_char.
  const dateColumn = (column: string, header: string) =>
    `date_trunc('second', (s.${column} at time zone 'UTC') - make_interval(mins => ${offset})) as ${client.escapeIdentifier(header)}`;
  const range = input.contactIds
    ? ` and m.contact_id >= ${Math.trunc(input.contactIds.from)} and m.contact_id < ${Math.trunc(input.contactIds.to)}` +
      ` and c.id >= ${Math.trunc(input.contactIds.from)} and c.id < ${Math.trunc(input.contactIds.to)}`
    : '';
  const values = input.propertyKeys.map((key, index) => `c.properties ->> ${client.escapeLiteral(key)} as p${index}`);
  const columns = input.propertyKeys.map((key, index) => `${csvSafe(`s.p${index}`)} as ${client.escapeIdentifier(key)}`);
  return `copy (
    select ${csvSafe('s.email')} as email,
      case when s.is_unsubscribed then 'unsubscribed' else 'subscribed' end as email_subscription_status,
      case when s.is_blocked then 'blocked' else 'not blocked' end as email_blocked_status,
      ${[...columns, dateColumn('created_at', 'created_on'), dateColumn('updated_at', 'updated_on')].join(',\n      ')}
    from (
      select ${['c.email', 'c.is_unsubscribed', 'c.is_blocked', 'c.created_at', 'c.updated_at', ...values].join(', ')}
      from list_members m
      join contacts c on c.account_id = m.account_id and c.id = m.contact_id
      where m.account_id = ${client.escapeLiteral(input.accountId)} and m.list_id = ${Math.trunc(input.listId)} and c.archived_at is null${range}
      offset 0
    ) s
  ) to stdout with (format csv, header ${input.header === false ? 'false' : 'true'})`;
};

/**
 * Splits the list's members into `parts` ranges of contact ids holding about as many members each, read
 * from the membership index (a list's ids can be anything but evenly spread). Each bound walks the index
 * up to its offset, so the bounds are looked up at once, one per connection, all in the same snapshot.
 */
export const splitContactIds = async (
  clients: pg.ClientBase[],
  input: { accountId: string; listId: number; members: number; parts: number },
): Promise<ContactIdRange[]> => {
  const found = await Promise.all(
    Array.from({ length: input.parts - 1 }, async (_, index) => {
      const part = index + 1;
      const client = clients[part % clients.length]!;
      const at = await client.query<{ id: string }>(
        'select contact_id as id from list_members where account_id = $1 and list_id = $2 order by contact_id offset $3 limit 1',
        [input.accountId, input.listId, Math.floor((input.members * part) / input.parts)],
      );
      return at.rows[0]?.id;
    }),
  );
  const bounds: number[] = [0];
  for (const id of found) {
    // A list smaller than its count said runs out of members before the last bounds.
    if (id === undefined) break;
    if (Number(id) > (bounds.at(-1) ?? 0)) bounds.push(Number(id));
  }
  bounds.push(Number.MAX_SAFE_INTEGER);
  return bounds.slice(1).map((to, index) => ({ from: bounds[index] ?? 0, to }));
};
