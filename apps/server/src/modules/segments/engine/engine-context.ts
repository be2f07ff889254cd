import { sql } from 'kysely';
import type { SegmentPropertyType } from '@sendwell/contracts';
import type { SegmentClock } from './segment-clock';
import type { Fragment } from './sql-values';

/** What compiling a definition needs to know about the account, read once per count or refresh. */
export interface EngineContext {
  accountId: string;
  clock: SegmentClock;
  /** Every contact property a filter may name (built-in, system and the account's own) with its type. */
  contactProperties: ReadonlyMap<string, SegmentPropertyType>;
  /** Property types of each custom event, as learned from the events received. */
  eventProperties: ReadonlyMap<string, Readonly<Record<string, SegmentPropertyType>>>;
  /** Only these contacts are evaluated (an incremental update); every contact when absent. */
  onlyContacts?: readonly number[];
}

/**
 * The incremental restriction inside a per-contact set, so its aggregates are computed for those contacts
 * alone instead of for the whole account.
 */
export const onlyContactsIn = (ctx: EngineContext, column: Fragment): Fragment[] =>
  ctx.onlyContacts ? [sql`${column} = any(${[...ctx.onlyContacts]}::bigint[])`] : [];
