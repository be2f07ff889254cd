import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A feed merged from several tables, newest first: each entry is ordered by its instant, then its source's
 * code, then its id within the source, all descending. A position in it is the last entry a page showed.
 */
export interface FeedPosition {
  /** The instant in UTC to the microsecond, as `feedInstant` spells it. */
  at: string;
  source: string;
  id: number;
}

/** An instant to the microsecond, spelled so that text order is time order (JavaScript dates keep milliseconds). */
export const feedInstant = (column: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The entries of one source that come after `position` in the feed: none of its own instant when its code sorts above. */
export const afterFeedPosition = (
  source: string,
  position: FeedPosition | undefined,
  at: RawBuilder<unknown>,
  id: RawBuilder<unknown>,
): RawBuilder<SqlBool> => {
  if (!position) return sql<SqlBool>`true`;
  const instant = sql`${position.at}::timestamptz`;
  if (source > position.source) return sql<SqlBool>`${at} < ${instant}`;
  if (source < position.source) return sql<SqlBool>`${at} <= ${instant}`;
  return sql<SqlBool>`(${at}, ${id}) < (${instant}, ${position.id})`;
};

/** One source's part of a page of the feed: its entries after `after`, at most `limit`. */
export interface FeedQuery {
  source: string;
  after: FeedPosition | undefined;
  limit: number;
}
