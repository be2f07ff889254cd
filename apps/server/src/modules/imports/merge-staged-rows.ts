import { sql, type Kysely } from 'kysely';
import { contactsExceededMessage } from '@sendwell/domain';
import type { Database } from '../../db/database';
import {
  changedMatchIds,
  dropMatchView,
  insertMatchedContacts,
  matchContactsByEmail,
  matchContactsInParts,
  matchedContacts,
  newContactIdsOfParts,
  reserveContactIds,
  updateMatchedContacts,
  useMatchParts,
  type ContactIdSet,
  type MatchParts,
} from '../contacts/contact-merge.repository';
import { countActiveContacts } from '../contacts/contacts.repository';
import { deferSearchText, queueSearchText, resumeSearchText } from '../contacts/contact-search.repository';
import {
  addContactsToList,
  addNewContactsToList,
  addToRecipientsCount,
  countListMembersAmong,
  recountListsOfContacts,
  setListProcessing,
} from '../lists/lists.repository';
import { ContactsExceededError } from './import-errors';
import type { PreparedMembers } from './prepared-members';

export interface MergeInput {
  accountId: string;
  listId: number;
  /** The staging relation (row_no, email, props jsonb); a name this module made. */
  table: string;
  stagedRows: number;
  contactsAllocated: number;
  /** The rows matched beforehand in parts, with the first of the ids reserved for their new contacts. */
  matched?: { parts: MatchParts; firstId: number };
  /**
   * With a match in parts: starts adding the new contacts to the list on another connection, beside the
   * contacts' insert (see prepareNewMembers). The caller commits or rolls back what it returns along with
   * this transaction; should it fail, or the insert meet contacts added meanwhile, the merge adds them itself.
   */
  addNewMembersBeside?: (contacts: ContactIdSet) => PreparedMembers;
}

export interface MergeCounts {
  /** Distinct e-mails among the staged rows. */
  distinct: number;
  created: number;
  updated: number;
  /** Contacts created, changed or newly in the list, for segments to follow; null when too many to list. */
  touchedIds: number[] | null;
  /** So many contacts changed that the planner's statistics of contacts should be gathered again. */
  statisticsStale: boolean;
  /** Contacts wait for their search text: the caller sends the job once the merge has committed. */
  searchTextQueued: boolean;
}

/** Past this many changed contacts, segments are recomputed whole instead of contact by contact. */
export const TOUCHED_IDS_LIMIT = 5_000;

/**
 * From this many staged rows the merge joins in bulk, never row by row. Contacts filled moments ago have
 * stale statistics, and the planner would otherwise pick nested loops that scan an account's contacts once per
 * row; a few pasted rows are best looked up one by one.
 */
const BULK_ROWS = 1_000;

/**
 * Merges staged rows into contacts and the list, set-based, inside the caller's transaction. One row per
 * e-mail (ignoring case) counts: the last in the file. New e-mails become subscribed contacts; existing
 * contacts get the file's non-empty values on top of theirs and keep their subscription and blocked
 * status; archived ones come back. Refuses, before changing anything, when the contacts this adds to the
 * plan's count would pass its allowance. Running it twice changes nothing the second time.
 */
export const mergeStagedRows = async (db: Kysely<Database>, input: MergeInput): Promise<MergeCounts> => {
  const { accountId, listId } = input;
  const bulk = input.stagedRows >= BULK_ROWS;
  if (bulk) await sql`set local enable_nestloop = off`.execute(db);
  const { matched } = input;
  const tally = matched
    ? await useMatchParts(db, matched.parts, matched.firstId)
    : await matchContactsByEmail(db, accountId, input.table, { bulk });
  const { distinct, adding, restored } = tally;
  if (adding > 0) {
    const activeContacts = await countActiveContacts(db, accountId);
    if (activeContacts + adding > input.contactsAllocated) {
      throw new ContactsExceededError(
        contactsExceededMessage({ contactsAllocated: input.contactsAllocated, activeContacts, adding }),
      );
    }
  }

  const beside =
    matched && input.addNewMembersBeside
      ? input.addNewMembersBeside(newContactIdsOfParts(matched.parts, matched.firstId))
      : undefined;
  // The trigram index of the contacts' search text would take as long as the rest of the merge: a bulk
  // merge lists the contacts it writes, and a job writes their search text once this has committed.
  if (bulk) await deferSearchText(db);
  const created = await insertMatchedContacts(db, accountId, 'import', matched?.parts);
  // Contacts someone else added since the match were taken as existing ones to update: the match's
  // counts no longer hold. Otherwise the steps with nothing to do are skipped: each reads the whole match.
  const raced = created !== tally.created;
  const updated = tally.changed > 0 || raced ? await updateMatchedContacts(db, accountId) : 0;
  if (bulk) {
    if (created > 0) await queueSearchText(db, accountId, matchedContacts('new'), { stale: false });
    if (updated > 0) await queueSearchText(db, accountId, matchedContacts('changed'), { stale: true });
    await resumeSearchText(db);
  }
  // Archived members count again once back; measured before the list gains the other restored contacts.
  // Without restored contacts both steps are skipped: each still read every member of a large list.
  let restoredMembers = 0;
  if (restored > 0) {
    await recountListsOfContacts(db, accountId, matchedContacts('restored'), listId);
    restoredMembers = await countListMembersAmong(db, accountId, listId, matchedContacts('restored'));
  }
  // The memberships written beside count only if every new contact got the id they hold.
  const besideReady =
    beside &&
    !raced &&
    (await beside.ready.then(
      () => true,
      () => false,
    ));
  if (!besideReady) {
    await beside?.rollback();
    await addNewContactsToList(db, accountId, listId, matchedContacts('new'));
  }
  const joined =
    distinct > created
      ? await addContactsToList(db, accountId, listId, matchedContacts('existing'), TOUCHED_IDS_LIMIT)
      : { count: 0, ids: [] };
  const changedIds = await changedMatchIds(db, TOUCHED_IDS_LIMIT);
  const touched = joined.ids && changedIds ? new Set([...changedIds, ...joined.ids]) : null;
  const touchedIds = touched && touched.size <= TOUCHED_IDS_LIMIT ? [...touched] : null;

  // Every matched contact is now a live member. Those that were not before are added to the count: the
  // new ones, those joining and archived members back. Counting every member again took a second per
  // million members.
  await addToRecipientsCount(db, accountId, listId, created + joined.count + restoredMembers);
  await setListProcessing(db, accountId, listId, false);
  if (matched) await dropMatchView(db);
  return {
    distinct,
    created,
    updated,
    touchedIds,
    statisticsStale: created + updated >= BULK_ROWS,
    searchTextQueued: bulk && created + updated > 0,
  };
};

/**
 * Matches the staged rows in `parts` parts on connections of `db`'s pool (kept in tables named by
 * `tableOf`), and reserves ids for the new contacts they find: what mergeStagedRows takes as `matched`.
 * The staging table needs fresh statistics of its e-mails, which cut the parts.
 */
export const matchStagedRowsInParts = async (
  db: Kysely<Database>,
  accountId: string,
  table: string,
  tableOf: (part: number) => string,
  parts: number,
): Promise<NonNullable<MergeInput['matched']>> => {
  const matched = await matchContactsInParts(db, accountId, table, tableOf, parts);
  const { created } = matched.tally;
  return { parts: matched, firstId: created > 0 ? await reserveContactIds(db, created) : 0 };
};

/** Merges of one account wait for each other: two imports sharing e-mails would otherwise deadlock. */
export const lockAccountImports = async (db: Kysely<Database>, accountId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`import:${accountId}`}, 0))`.execute(db);
};
