import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  CONTACT_SEARCH_SHORT_LENGTH,
  type AllContactsQuery,
  type ContactFilter,
  type ContactSelection,
} from '@sendwell/contracts';
import { foldCase as foldText } from '@sendwell/domain';
import { foldCase, likePattern } from '../../db/fold-case';

type Fragment = RawBuilder<unknown>;

/**
 * A contact's name for sorting: folded, then ordered by ICU's root collation so 'Émile' comes before 'Mia'.
 * Spelt exactly as the index of migration 0016 spells it, so the name order reads one page from that index
 * instead of sorting every contact.
 */
export const nameSortKey = (properties: Fragment): Fragment =>
  sql`(${foldCase(sql`btrim(coalesce(${properties} ->> 'firstName', '') || ' ' || coalesce(${properties} ->> 'lastName', ''))`)} collate case_fold)`;

/**
 * The text a search looks in: the e-mail, the full name and every property value (as a JSON array of the
 * values, keys left out), folded as one text. Kept in contact_search (migration 0026), which a trigram
 * index covers, so a search folds nothing per contact.
 */
export const searchTextOf = (email: Fragment, properties: Fragment): Fragment =>
  foldCase(sql`${email} || ' ' || btrim(coalesce(${properties} ->> 'firstName', '') || ' ' || coalesce(${properties} ->> 'lastName', ''))
    || ' ' || jsonb_path_query_array(${properties}, '$.*')::text`);

/**
 * The search matches the e-mail, the full name or any property value, whatever the case in any language,
 * read from the trigram index over contact_search. A trigram index cannot look up one or two characters,
 * so a search that short matches the start of the e-mail, read from the index over the folded e-mail
 * (migration 0020, spelt as it spells it) when few contacts match.
 *
 * With `few` (the caller has counted at most CONTACT_COUNT_CAP matches), the matches are first read from the
 * trigram index, then a page of them in the table's order: walking the table's order and testing each
 * contact's text finds 20 matches at once when many match, but reads most of a million texts when the
 * few matches are old contacts, which the planner cannot foresee.
 *
 * Contacts a bulk import wrote wait for a job to write their search text (see queueSearchText). While the
 * account has any (`searchQueued`), their own text is read instead, so the search is right at every moment,
 * only slower for the moments after a large import.
 */
const searchCondition = (
  accountId: string,
  search: string,
  searchQueued: boolean,
  few: boolean,
): RawBuilder<SqlBool> => {
  const folded = foldText(search);
  if ([...folded].length <= CONTACT_SEARCH_SHORT_LENGTH)
    return sql<SqlBool>`${foldCase(sql`c.email`)} like ${likePattern(folded, 'startsWith')}`;
  const pattern = likePattern(folded, 'contains');
  // Joined by the contact's id alone: with the account's id too, statistics that do not yet know an account's
  // many new contacts made the planner read all of the account's search texts once per contact.
  // The account compared as text: as a uuid, the planner may read every text of an account it believes
  // small through the primary key instead of the matches through the trigram index.
  if (!searchQueued && few)
    return sql<SqlBool>`c.id = any(array(select s.contact_id from contact_search s
      where s.search_text like ${pattern} and s.account_id::text = ${accountId}))`;
  if (!searchQueued)
    return sql<SqlBool>`exists (select 1 from contact_search s
      where s.contact_id = c.id and s.search_text like ${pattern})`;
  return sql<SqlBool>`c.id in (
    select s.contact_id from contact_search s where s.account_id = ${accountId} and s.search_text like ${pattern}
    union all
    select q.contact_id from contact_search_pending q
      join contacts qc on qc.account_id = q.account_id and qc.id = q.contact_id
    where q.account_id = ${accountId} and ${searchTextOf(sql`qc.email`, sql`qc.properties`)} like ${pattern})`;
};

const statusCondition = (status: NonNullable<ContactFilter['status']>): RawBuilder<SqlBool> => {
  if (status === 'subscribed') return sql<SqlBool>`(not c.is_unsubscribed and not c.is_blocked)`;
  return status === 'unsubscribed' ? sql<SqlBool>`c.is_unsubscribed` : sql<SqlBool>`c.is_blocked`;
};

/**
 * Live contacts (`c`) of the account that match the filter, as one SQL condition. `searchQueued`: whether
 * the account has contacts waiting for their search text (see hasQueuedSearchText); `few`: whether at most
 * CONTACT_COUNT_CAP contacts match (see searchCondition).
 */
export const filterCondition = (
  accountId: string,
  filter: ContactFilter,
  searchQueued: boolean,
  few = false,
): RawBuilder<SqlBool> => {
  const conditions: Fragment[] = [sql`c.account_id = ${accountId}`, sql`c.archived_at is null`];
  if (filter.search) conditions.push(searchCondition(accountId, filter.search, searchQueued, few));
  if (filter.status) conditions.push(statusCondition(filter.status));
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
};

/** Live contacts (`c`) of the account a bulk action applies to. */
export const selectionCondition = (
  accountId: string,
  selection: ContactSelection,
  searchQueued: boolean,
): RawBuilder<SqlBool> =>
  'contactIds' in selection
    ? sql<SqlBool>`(c.account_id = ${accountId} and c.archived_at is null and c.id = any(${selection.contactIds}::bigint[]))`
    : filterCondition(accountId, selection.allMatching, searchQueued);

/**
 * ORDER BY for the table. Each order, ties broken by id, has an index over live contacts: the primary key
 * (order added), contacts_email_key, and the name and status indexes of migration 0016.
 */
export const contactOrder = (query: Pick<AllContactsQuery, 'sortBy' | 'sortOrder'>): Fragment => {
  const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  switch (query.sortBy) {
    case 'email':
      return sql`lower(c.email) ${direction}`;
    case 'name':
      return sql`${nameSortKey(sql`c.properties`)} ${direction}, c.id ${direction}`;
    case 'status':
      return sql`c.is_blocked ${direction}, c.is_unsubscribed ${direction}, c.id ${direction}`;
    case 'createdOn':
      return sql`c.id ${direction}`;
  }
};
