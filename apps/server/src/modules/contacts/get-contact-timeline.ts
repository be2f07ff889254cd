import { z } from 'zod';
import {
  ContactMessages,
  type TimelineEntry,
  type TimelineEntryType,
  type TimelinePage,
} from '@sendwell/contracts';
import { SEGMENT_LIST_TYPES } from '@sendwell/domain';
import type { Db } from '../../db/database';
import type { FeedPosition, FeedQuery } from '../../db/keyset';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { activityFeedOfContact } from '../campaigns/campaign-activity.repository';
import { eventFeedOfContact } from '../events/events.repository';
import { submissionFeedOfContact } from '../forms/forms.repository';
import { finishedImportsOfLists } from '../imports/imports.repository';
import { membershipFeedOfContact } from '../lists/lists.repository';
import { historyFeedOfContact, pastMembershipFeedOfContact } from './contact-history.repository';
import { creationFeedOfContact, findContact } from './contacts.repository';

/** A feed entry before its import is known: list additions remember their list to look that up. */
type Entry = TimelineEntry & { position: FeedPosition; joined?: { listId: number; at: Date } };

const Cursor = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  source: z.string().regex(/^[a-z]$/),
  id: z.number().int(),
});

const encodeCursor = (position: FeedPosition): string =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

const decodeCursor = (cursor: string | undefined): FeedPosition | undefined => {
  if (cursor === undefined) return undefined;
  try {
    return Cursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError('This page of the timeline no longer exists. Reload the timeline', {
      cursor: 'Not a cursor this timeline gave',
    });
  }
};

const entryOf = (
  source: string,
  row: { id: number; at: string },
  type: TimelineEntryType,
  subject: string | null,
  details: Record<string, unknown> = {},
): Entry => ({
  key: `${source}${row.id}`,
  type,
  occurredAt: row.at,
  subject,
  details,
  position: { at: row.at, source, id: row.id },
});

const ACTIVITY_TYPES = {
  sent: 'emailSent',
  opened: 'emailOpened',
  clicked: 'emailClicked',
  submitted: 'emailSubmitted',
} as const;

/**
 * Each source of the timeline, by the code that orders entries of one instant (see db/keyset): each reads
 * its own entries after the cursor, newest first, along an index on (account, contact, time).
 */
const sources: Record<
  string,
  (db: Db, accountId: string, contactId: number, feed: FeedQuery) => Promise<Entry[]>
> = {
  a: async (db, accountId, contactId, feed) =>
    (await activityFeedOfContact(db, accountId, contactId, feed)).map((row) =>
      entryOf(feed.source, row, ACTIVITY_TYPES[row.kind], row.campaignName, {
        link: row.link,
        isApplePrivacyOpen: row.isApplePrivacyOpen,
      }),
    ),
  c: async (db, accountId, contactId, feed) =>
    (await creationFeedOfContact(db, accountId, contactId, feed)).map((row) =>
      entryOf(feed.source, row, 'created', null, { source: row.source }),
    ),
  e: async (db, accountId, contactId, feed) =>
    (await eventFeedOfContact(db, accountId, contactId, feed)).map((row) =>
      row.source === 'custom'
        ? entryOf(feed.source, row, 'customEvent', row.name, { properties: row.properties })
        : entryOf(feed.source, row, 'storeEvent', row.name, { properties: row.properties }),
    ),
  f: async (db, accountId, contactId, feed) =>
    (await submissionFeedOfContact(db, accountId, contactId, feed)).map((row) =>
      entryOf(feed.source, row, 'formSubmitted', row.formName ?? row.appName, { app: row.appName }),
    ),
  h: async (db, accountId, contactId, feed) =>
    (await historyFeedOfContact(db, accountId, contactId, feed)).map((row) =>
      entryOf(feed.source, row, row.kind, row.listName, row.details),
    ),
  m: async (db, accountId, contactId, feed) =>
    (await membershipFeedOfContact(db, accountId, contactId, SEGMENT_LIST_TYPES, feed)).map((row) => ({
      ...entryOf(feed.source, row, 'listAdded', row.listName),
      joined: { listId: row.id, at: row.addedAt },
    })),
  p: async (db, accountId, contactId, feed) =>
    (await pastMembershipFeedOfContact(db, accountId, contactId, feed)).map((row) => ({
      ...entryOf(feed.source, row, 'listAdded', row.listName),
      ...(row.listId !== null ? { joined: { listId: row.listId, at: row.addedAt } } : {}),
    })),
};

/** Newest first; among entries of one instant, by source code then id, as each source reads them. */
const newestFirst = (a: Entry, b: Entry): number =>
  a.position.at !== b.position.at
    ? a.position.at < b.position.at
      ? 1
      : -1
    : a.position.source !== b.position.source
      ? a.position.source < b.position.source
        ? 1
        : -1
      : b.position.id - a.position.id;

/** List additions that an import made say so: the import of that list was running when the contact joined. */
const withImports = async (db: Db, accountId: string, entries: Entry[]): Promise<Entry[]> => {
  const listIds = [...new Set(entries.flatMap((entry) => (entry.joined ? [entry.joined.listId] : [])))];
  const imports = await finishedImportsOfLists(db, accountId, listIds);
  return entries.map((entry) => {
    const { joined } = entry;
    const made =
      joined &&
      imports.find(
        (run) =>
          run.listId === joined.listId &&
          run.createdAt <= joined.at &&
          run.completedAt !== null &&
          joined.at <= run.completedAt,
      );
    return made
      ? { ...entry, type: 'imported', details: { importSource: made.source, fileName: made.fileName } }
      : entry;
  });
};

/**
 * One page of everything that happened to a contact, merged from every source: each reads one entry more
 * than the page holds after the cursor, so the merge knows whether another page follows.
 */
export const getContactTimeline = async (
  db: Db,
  accountId: string,
  contactId: number,
  query: { cursor?: string | undefined; limit: number },
): Promise<TimelinePage> => {
  const after = decodeCursor(query.cursor);
  if (!(await findContact(db, accountId, contactId))) throw new NotFoundError(ContactMessages.notFound);
  const parts = await Promise.all(
    Object.entries(sources).map(([source, read]) =>
      read(db, accountId, contactId, { source, after, limit: query.limit + 1 }),
    ),
  );
  const merged = parts.flat().sort(newestFirst);
  const page = await withImports(db, accountId, merged.slice(0, query.limit));
  const last = page.at(-1);
  return {
    data: page.map(({ key, type, occurredAt, subject, details }) => ({
      key,
      type,
      occurredAt,
      subject,
      details,
    })),
    nextCursor: merged.length > query.limit && last ? encodeCursor(last.position) : null,
  };
};
