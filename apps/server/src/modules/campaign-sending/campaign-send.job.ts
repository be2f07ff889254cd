import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { CampaignSendingMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { DEFAULT_POLLING_SECONDS, defineJob } from '../../platform/jobs';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import type { TrackMessage } from '../campaign-tracking/track-message';
import { DeliveryRefused, openCampaignDelivery, type CampaignDelivery } from './campaign-delivery';
import { createTrackMessage } from '../campaign-tracking/create-track-message';
import { compileCampaignMessage, type RenderedMessage } from './campaign-message';
import {
  SEND_RUN_LOCK_NAMESPACE,
  campaignsSending,
  claimRecipients,
  findCampaignToSend,
  hasOpenRecipients,
  releaseClaim,
  senderRateLimit,
  setCampaignStatus,
  takeBackOrphans,
  templateVersionHtml,
  type ClaimedRecipient,
  type RecipientOutcome,
} from './campaign-sending.repository';
import { createThrottle } from './send-throttle';
import { outcomeRecorder } from './send-outcomes';
import { sendingRoom } from './sending-room';

export const campaignSendJob = defineJob({
  name: 'campaign-send',
  payload: z.object({ accountId: z.string().uuid(), campaignId: z.number().int().positive() }),
  retryLimit: 20,
  retryDelaySeconds: 5,
  expireInSeconds: 6 * 60 * 60,
});

/** Runs that share one campaign's audience when it starts or resumes: two worker processes send it together. */
export const SEND_RUNS_PER_CAMPAIGN = 2;

export interface CampaignSendOptions {
  /** How each message is tracked; the app's own tracking addresses unless a test says otherwise. */
  track?: TrackMessage;
  /** Recipients taken per claim. */
  batchSize?: number;
  /** Messages handed off at once; as many as the delivery takes at once (its SMTP connections) unless said. */
  concurrency?: number;
  /** Waits before each retry of a message the server asked to try later (421, 451). */
  retryDelaysMs?: readonly number[];
  /** Messages per second of this run; the sender's own limit, shared by the campaign's runs, unless said. */
  perSecond?: number;
  /** Called after each recorded batch of outcomes (tests stop a run there as a crash would). */
  afterRecord?: () => Promise<void>;
}

const BATCH_SIZE = 500;
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000] as const;

type Verdict = { kind: 'done'; outcome: RecipientOutcome } | { kind: 'stop'; reason: string };

/** The run's own advisory lock, held on one connection for as long as it sends: it dies with the run. */
const holdRunLock = async (ctx: AppContext): Promise<{ claim: number; release(): Promise<void> }> => {
  const client = await ctx.pool.connect();
  const claim = randomInt(1, 2 ** 31 - 1);
  await client.query('select pg_advisory_lock($1::int, $2::int)', [SEND_RUN_LOCK_NAMESPACE, claim]);
  return {
    claim,
    release: async () => {
      try {
        await client.query('select pg_advisory_unlock($1::int, $2::int)', [SEND_RUN_LOCK_NAMESPACE, claim]);
      } finally {
        client.release();
      }
    },
  };
};

/**
 * One run of a campaign's send. Recipients are claimed in batches and marked 'handing_off' (committed) before
 * any message leaves; each outcome is recorded with its 'sent' activity once the transport has taken the
 * message. Rows left 'handing_off' by a run that died are taken back and sent again under the same message id.
 * Several runs may send one campaign at once (they claim apart); a run stops when the campaign is no longer
 * 'sending', and the last to find nobody waiting marks it sent.
 */
export const handleCampaignSend = async (
  ctx: AppContext,
  payload: z.infer<typeof campaignSendJob.payload>,
  options: CampaignSendOptions = {},
): Promise<void> => {
  const { accountId, campaignId } = payload;
  const campaign = await findCampaignToSend(ctx.db, accountId, campaignId);
  if (campaign?.status !== 'sending') return;
  const run = await holdRunLock(ctx);
  let delivery: CampaignDelivery | undefined;
  try {
    await takeBackOrphans(ctx.db, accountId, campaignId);
    const senderId = campaign.senderId;
    const html =
      campaign.templateId !== null && campaign.templateVersion !== null
        ? await templateVersionHtml(ctx.db, accountId, campaign.templateId, campaign.templateVersion)
        : undefined;
    delivery =
      senderId === null ? undefined : await openCampaignDelivery(ctx, accountId, senderId, campaignId);
    if (senderId === null || html === undefined || !delivery) {
      await setCampaignStatus(
        ctx.db,
        accountId,
        campaignId,
        {
          status: 'paused',
          statusReason:
            senderId === null || !delivery
              ? CampaignSendingMessages.senderMissing
              : CampaignSendingMessages.templateVersionMissing,
        },
        ['sending'],
      );
      return;
    }
    const render = compileCampaignMessage(
      {
        accountId,
        campaignId,
        emailTypeId: campaign.emailTypeId,
        html,
        subject: campaign.subject,
        preheader: campaign.preheader,
      },
      options.track ?? createTrackMessage({ secretKey: ctx.config.secretKey, appUrl: ctx.config.appUrl }),
    );
    const timezone = await getAccountTimezone(ctx.db, accountId);
    const senderRate = await senderRateLimit(ctx.db, accountId, senderId);
    const throttle = createThrottle(options.perSecond ?? (senderRate && senderRate / SEND_RUNS_PER_CAMPAIGN));
    const stopped = await sendClaimed(ctx, {
      accountId,
      campaignId,
      senderId,
      claim: run.claim,
      timezone,
      delivery,
      render,
      throttle,
      options,
    });
    await releaseClaim(ctx.db, accountId, campaignId, run.claim);
    if (stopped) {
      await setCampaignStatus(
        ctx.db,
        accountId,
        campaignId,
        { status: 'paused', statusReason: stopped.reason, resumeAt: stopped.resumeAt ?? null },
        ['sending'],
      );
      return;
    }
    if (!(await hasOpenRecipients(ctx.db, accountId, campaignId)))
      await setCampaignStatus(
        ctx.db,
        accountId,
        campaignId,
        { status: 'sent', statusReason: null, finished: true },
        ['sending'],
      );
  } finally {
    delivery?.close();
    await run.release();
  }
};

interface RunInput {
  accountId: string;
  campaignId: number;
  senderId: number;
  claim: number;
  timezone: string;
  delivery: CampaignDelivery;
  render: (recipient: ClaimedRecipient) => RenderedMessage;
  throttle: () => Promise<void>;
  options: CampaignSendOptions;
}

/** Why a run paused its campaign, and when the campaign goes on by itself, if it does. */
interface RunStop {
  reason: string;
  resumeAt?: Date;
}

/**
 * Claims and hands off until nobody waits or the campaign stops; answers why it paused itself, if it did.
 *
 * The connections never wait for a claim: the next batch is claimed while the last quarter of the current one is
 * handed off, so a run sends without a pause between batches. A pause or cancel is seen at the next claim, so at
 * most a batch already claimed still goes. The room the plan leaves is asked before each claim, less what is
 * claimed and not yet recorded, so claiming ahead never sends past the plan's credits or daily limit.
 */
const sendClaimed = async (ctx: AppContext, input: RunInput): Promise<RunStop | undefined> => {
  const { accountId, campaignId, options } = input;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let stopReason: string | undefined;
  let failure: unknown;
  const outcomes = outcomeRecorder(ctx, input, options.afterRecord);
  let claimed = 0;

  // Recipients claimed and not yet taken by a connection, and why claiming ended: nobody left or the campaign
  // stopped ('done'), or no room left beside what is claimed and unrecorded ('room': asked again once recorded).
  let queue: ClaimedRecipient[] = [];
  let ended: 'done' | 'room' | undefined;
  let claiming: Promise<void> | undefined;
  const claimNext = (): Promise<void> =>
    (claiming ??= (async () => {
      // After the write under way, so the room read next counts its messages and a pause or cancel made
      // meanwhile is seen.
      await outcomes.writing();
      const current = await findCampaignToSend(ctx.db, accountId, campaignId);
      if (current?.status !== 'sending') {
        ended = 'done';
        return;
      }
      // Taken before the room is read: an outcome recorded in between is then counted twice, never missed.
      const unrecorded = claimed - outcomes.recorded();
      const room = await sendingRoom(ctx.db, accountId, ctx.now());
      const size = Math.min(batchSize, room.left - unrecorded);
      if (size <= 0) {
        ended = 'room';
        return;
      }
      const batch = await claimRecipients(ctx.db, accountId, campaignId, input.claim, size);
      if (batch.length === 0) ended = 'done';
      claimed += batch.length;
      queue = queue.concat(batch);
    })()
      .catch((error: unknown) => {
        failure ??= error;
        ended = 'done';
      })
      .finally(() => {
        claiming = undefined;
      }));
  const take = async (): Promise<ClaimedRecipient | undefined> => {
    for (;;) {
      if (stopReason !== undefined || failure !== undefined || outcomes.failure() !== undefined)
        return undefined;
      const recipient = queue.shift();
      if (recipient) {
        if (ended === undefined && queue.length <= batchSize / 4) void claimNext();
        return recipient;
      }
      if (ended !== undefined) return undefined;
      await claimNext();
    }
  };
  const worker = async () => {
    for (let recipient = await take(); recipient; recipient = await take()) {
      const verdict = await handOff(input, recipient);
      if (verdict.kind === 'stop') {
        stopReason ??= verdict.reason;
        return;
      }
      outcomes.add(verdict.outcome);
    }
  };

  for (;;) {
    // No more messages at once than a batch holds, so claiming ahead stays one batch ahead.
    const lanes = Math.min(options.concurrency ?? input.delivery.slots, batchSize);
    await Promise.all(Array.from({ length: lanes }, worker));
    await claiming;
    await outcomes.drain();
    const failed = failure ?? outcomes.failure();
    if (failed !== undefined) throw failed;
    if (stopReason !== undefined) return { reason: stopReason };
    if (ended !== 'room') return undefined;
    // Every claimed message is recorded now: the room the plan leaves is asked afresh.
    const room = await sendingRoom(ctx.db, accountId, ctx.now());
    if (room.left <= 0) return { reason: room.reason, ...(room.resumeAt ? { resumeAt: room.resumeAt } : {}) };
    ended = undefined;
  }
};

/** Hands one recipient's message off, retrying while the server asks to try later. */
const handOff = async (input: RunInput, recipient: ClaimedRecipient): Promise<Verdict> => {
  const done = (outcome: Omit<RecipientOutcome, 'contactId'>): Verdict => ({
    kind: 'done',
    outcome: { contactId: recipient.contactId, ...outcome },
  });
  if (recipient.nowUnsubscribed) return done({ state: 'skipped', skipReason: 'unsubscribed' });
  if (recipient.nowBlocked) return done({ state: 'skipped', skipReason: 'blocked' });
  let message: RenderedMessage;
  try {
    message = input.render(recipient);
  } catch (error) {
    return done({ state: 'failed', lastError: error instanceof Error ? error.message : String(error) });
  }
  const delays = input.options.retryDelaysMs ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    await input.throttle();
    try {
      await input.delivery.deliver({
        ...message,
        to: recipient.email,
        messageId: recipient.messageId,
        contactId: recipient.contactId,
      });
      return done({ state: 'sent', lastError: null });
    } catch (error) {
      if (!(error instanceof DeliveryRefused)) throw error;
      if (error.kind === 'credentials')
        return { kind: 'stop', reason: CampaignSendingMessages.credentialsRefused(error.message) };
      if (error.kind === 'bounce') return done({ state: 'bounced', lastError: error.message });
      if (error.kind === 'fail') return done({ state: 'failed', lastError: error.message });
      const delay = delays[attempt];
      if (delay === undefined)
        return error.kind === 'unreachable'
          ? { kind: 'stop', reason: CampaignSendingMessages.senderUnreachable(error.message) }
          : done({ state: 'failed', lastError: error.message });
      await sleep(delay);
    }
  }
};

/**
 * How long a worker that handed a run back stays busy (see workCampaignSends): two polling intervals, so every
 * idle worker of another process has looked for the run at least once, even one that missed the announcement.
 */
const HAND_BACK_HOLD_MS = 2 * DEFAULT_POLLING_SECONDS * 1_000;

/**
 * Works the send queue in this process, two runs at once. A campaign's runs are queued together and every idle
 * worker wakes at once, so the first process to look would take both runs of the campaign and the other
 * processes none: one process would do all the sending. A run whose campaign this process already sends goes
 * back to the queue, due at once and announced, so the idle workers of other processes wake and one takes it.
 *
 * The worker that handed it back stays busy meanwhile (HAND_BACK_HOLD_MS), and this process has no other idle
 * send worker (its other one sends the campaign), so the run is another process's for that long. Handed back
 * due a second later instead, it went back to the same process again and again for a whole send: the worker
 * that handed it back, told to look again at once, polled in step with its own hand-back and so looked a few
 * milliseconds after the run fell due, every time, while the idle workers of other processes poll at moments
 * of their own and rarely fell in between.
 *
 * When no other process takes it, this process's worker takes it again after the hold and hands it back once
 * more, or sends it once this process's run of the campaign is over (that worker looks again as soon as its
 * run ends). Another campaign queued meanwhile in a single process waits at most two holds (2 s): the holding
 * worker may take the older handed-back run once more before it.
 */
export const workCampaignSends = async (
  ctx: AppContext,
  options: CampaignSendOptions = {},
): Promise<void> => {
  const sendingHere = new Set<string>();
  await ctx.jobs.work(
    campaignSendJob,
    async (payload) => {
      const key = `${payload.accountId}/${payload.campaignId}`;
      if (sendingHere.has(key)) {
        await ctx.jobs.send(campaignSendJob, payload);
        await sleep(HAND_BACK_HOLD_MS);
        return;
      }
      sendingHere.add(key);
      try {
        await handleCampaignSend(ctx, payload, options);
      } finally {
        sendingHere.delete(key);
      }
    },
    { concurrency: SEND_RUNS_PER_CAMPAIGN },
  );
};

/** A worker that starts sends on with every campaign left 'sending' (its runs died with a process). */
export const resumeSendingCampaigns = async (ctx: AppContext): Promise<void> => {
  for (const campaign of await campaignsSending(ctx.db))
    await queueSendRuns(ctx, campaign.accountId, campaign.campaignId);
};

/** Queues the runs of a campaign that starts or resumes sending. */
export const queueSendRuns = async (
  ctx: Pick<AppContext, 'jobs'>,
  accountId: string,
  campaignId: number,
): Promise<void> => {
  for (let run = 0; run < SEND_RUNS_PER_CAMPAIGN; run++)
    await ctx.jobs.send(campaignSendJob, { accountId, campaignId });
};
