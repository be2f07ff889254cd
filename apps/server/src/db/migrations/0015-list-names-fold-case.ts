import { type Kysely, sql } from 'kysely';
import { LIST_NAME_MAX_LENGTH } from '@sendwell/contracts';
import { foldCase } from '../fold-case';

const trimmedName = foldCase(sql`btrim(name)`);

/**
 * List and segment names clash when they match with case folded in every language ('Kunden München' and
 * 'KUNDEN MÜNCHEN'), and the table sorts names the same way. Both indexes were over lower(), which folds
 * ASCII only under the C locale. Names that clash only under the new rule cannot have been refused, so
 * the later ones of each clash are renamed with a suffix, ' (2)', ' (3)'..., before the unique index is
 * rebuilt; the oldest keeps its name (see docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: clashing } = await sql<{ accountId: string; id: number; name: string }>`
    select account_id as "accountId", id, btrim(name) as name from (
      select account_id, id, name, row_number() over (partition by account_id, ${trimmedName} order by id) as rank from lists
    ) ranked
    where rank > 1
    order by account_id, id`.execute(db);
  for (const list of clashing) {
    for (let number = 2; ; number++) {
      const suffix = ` (${number})`;
      const candidate = list.name.slice(0, LIST_NAME_MAX_LENGTH - suffix.length) + suffix;
      const { rows: taken } = await sql`
        select 1 from lists where account_id = ${list.accountId} and ${trimmedName} = ${foldCase(sql`${candidate}::text`)}`.execute(db);
      if (taken.length > 0) continue;
      await sql`update lists set name = ${candidate}, updated_at = now() where account_id = ${list.accountId} and id = ${list.id}`.execute(db);
      break;
    }
  }
  await sql`drop index lists_name_key`.execute(db);
  await sql`create unique index lists_name_key on lists (account_id, ${trimmedName})`.execute(db);
  await sql`drop index lists_live_name_idx`.execute(db);
  await sql`create index lists_live_name_idx on lists (account_id, ${foldCase(sql`name`)}, id) where archived_at is null`.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: the renamed lists keep their new names.
}
