import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { recordStatusChanges } from '../contacts/contact-history.repository';
import { setContactsFlag } from '../public-api/public-api.repository';
import { insertDeliveryEvents } from '../sending-events/sending-events.repository';
import { recordOutcomes, type RecipientOutcome } from './campaign-sending.repository';

/** Whose outcomes a recorder writes: a send run's campaign, its claim, its sender and the account's timezone. */
export interface OutcomeTarget {
  accountId: string;
  campaignId: number;
  senderId: number;
  claim: number;
  timezone: string;
}

/**
 * One transaction: the outcomes, their 'sent' activity, and for hard bounces the event and the contact's block.
 * Without a bounce it is recordOutcomes' one statement alone, atomic by itself: one round trip.
 */
const record = async (ctx: AppContext, input: OutcomeTarget, outcomes: RecipientOutcome[]): Promise<void> => {
  const { accountId, campaignId, senderId } = input;
  const recordIn = (db: Db) =>
    recordOutcomes(db, {
      accountId,
      campaignId,
      claim: input.claim,
      senderId,
      timezone: input.timezone,
      outcomes,
      sentAt: ctx.now(),
    });
  if (!outcomes.some((outcome) => outcome.state === 'bounced')) {
    await recordIn(ctx.db);
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await recordIn(trx);
    const bounced = changed.filter((row) => row.state === 'bounced');
    if (bounced.length === 0) return;
    const occurredAt = new Date().toISOString();
    await insertDeliveryEvents(
      trx,
      accountId,
      senderId,
      bounced.map((row) => ({
        providerEventId: `smtp:${row.messageId}`,
        kind: 'bounced',
        contactId: row.contactId,
        campaignId,
        bounceType: 'hard',
        link: null,
        isApplePrivacyOpen: false,
        occurredAt,
      })),
    );
    const blocked = await setContactsFlag(
      trx,
      accountId,
      bounced.map((row) => row.contactId),
      'is_blocked',
    );
    await recordStatusChanges(trx, accountId, blocked, 'blocked', 'bounce');
  });
};

export interface OutcomeRecorder {
  add(outcome: RecipientOutcome): void;
  /** Outcomes written so far. */
  recorded(): number;
  /** Settles when the write under way, if any, has ended (whether or not it failed). */
  writing(): Promise<void>;
  /** Settles once every outcome added is written, or a write failed. */
  drain(): Promise<void>;
  /** The error of the first write that failed: the run must stop and go again. */
  failure(): unknown;
}

/**
 * Records a run's outcomes as soon as they are known, whatever has gathered while the last write ran going in the
 * next: the time a handed-off message stays unrecorded is one write, however fast the sending.
 */
export const outcomeRecorder = (
  ctx: AppContext,
  input: OutcomeTarget,
  afterRecord: (() => Promise<void>) | undefined,
): OutcomeRecorder => {
  let buffer: RecipientOutcome[] = [];
  let recording: Promise<void> | undefined;
  let writing: Promise<void> | undefined;
  let recorded = 0;
  let failure: unknown;
  const flush = (): Promise<void> => {
    recording ??= (async () => {
      while (buffer.length > 0) {
        const outcomes = buffer;
        buffer = [];
        writing = (async () => {
          await record(ctx, input, outcomes);
          recorded += outcomes.length;
          await afterRecord?.();
        })();
        await writing;
      }
    })()
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => {
        recording = undefined;
      });
    return recording;
  };
  return {
    add(outcome) {
      buffer.push(outcome);
      void flush();
    },
    recorded: () => recorded,
    writing: async () => {
      await writing?.catch(() => {});
    },
    async drain() {
      while (failure === undefined && (recording || buffer.length > 0)) await flush();
    },
    failure: () => failure,
  };
};
