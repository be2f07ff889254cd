import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaignSendingRoutes, SenderMessages, senderRoutes, type SenderRecord } from '@sendwell/contracts';
import { seedSendableCampaign } from '../../../test/campaign-sending';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { createTrackMessage } from '../campaign-tracking/create-track-message';
import type { TrackMessage } from '../campaign-tracking/track-message';
import { handleCampaignSend } from './campaign-send.job';

/*
 * What a send run keeps in memory is bounded by its SMTP connections, never by its audience or its batch: a
 * message is rendered only when a connection can take it, and nothing keeps it once it is sent. Counted, not
 * timed: each rendered message's headers are watched through a WeakRef, and every few recorded writes a full
 * collection tells how many are still alive. A collection clears WeakRefs at once, where a FinalizationRegistry's
 * callbacks run some turns later and, on a busy machine, counted messages long gone as alive.
 */

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let sink: SmtpPeer;
beforeAll(async () => {
  sink = await startSmtpServer();
});
afterAll(async () => {
  await sink.close();
});

const t = useTestApp({ workers: false });
const owner = useOwner(t);

const CONNECTIONS = 3;

it('keeps alive no more rendered messages than the sender has connections, however many recipients the run sends', async () => {
  const invalid = await owner.browser.call(senderRoutes.smtp.add, {
    body: {
      email: 'bulk@shop.example',
      name: 'Shop News',
      host: '127.0.0.1',
      port: sink.port,
      tls: 'none',
      maxConnections: 0,
    },
  });
  expect(invalid.status).toBe(400);
  expect(invalid.text).toContain(SenderMessages.maxConnectionsInvalid);

  const added = await owner.browser.call(senderRoutes.smtp.add, {
    body: {
      email: 'news@shop.example',
      name: 'Shop News',
      host: '127.0.0.1',
      port: sink.port,
      tls: 'none',
      maxConnections: CONNECTIONS,
      maxMessagesPerConnection: 25,
    },
  });
  expect(added.status, added.text).toBe(201);
  const senderId = (added.data as { id: number }).id;
  const listed = await owner.browser.call(senderRoutes.allCredentials, {});
  const sender = (listed.data as { data: SenderRecord[] }).data.find((record) => record.id === senderId);
  expect(sender?.settings).toMatchObject({ maxConnections: CONNECTIONS, maxMessagesPerConnection: 25 });

  const recipients = 150;
  const campaign = await seedSendableCampaign(t.ctx.db, owner, {
    senderId,
    count: recipients,
    prefix: 'bounded',
  });
  const sent = await owner.browser.call(campaignSendingRoutes.send, { params: { id: campaign.campaignId } });
  expect(sent.status, sent.text).toBe(202);

  let rendered = 0;
  const watched: WeakRef<object>[] = [];
  const tracking = createTrackMessage({ secretKey: t.ctx.config.secretKey, appUrl: t.ctx.config.appUrl });
  // Each message's headers stand for it, whether it is spliced from the campaign's layout or parsed.
  const track: TrackMessage = Object.assign(
    (message: Parameters<TrackMessage>[0]) => {
      const tracked = tracking(message);
      rendered += 1;
      watched.push(new WeakRef(tracked.headers));
      return tracked;
    },
    {
      trackingOf: (message: Parameters<NonNullable<TrackMessage['trackingOf']>>[0]) => {
        const tracked = tracking.trackingOf!(message);
        rendered += 1;
        watched.push(new WeakRef(tracked.headers));
        return tracked;
      },
    },
  );
  // Collected in a turn of its own: a WeakRef made or read in the current turn keeps its target until the turn ends.
  const alive = async () => {
    await nextTurn();
    collect();
    return watched.filter((ref) => ref.deref() !== undefined).length;
  };
  const aliveAtRecords: number[] = [];
  let records = 0;
  await handleCampaignSend(
    t.ctx,
    { accountId: owner.accountId, campaignId: campaign.campaignId },
    {
      track,
      batchSize: 50,
      afterRecord: async () => {
        // A full collection costs; every fourth recorded write is enough to follow the run.
        records += 1;
        if (records % 4 === 0) aliveAtRecords.push(await alive());
      },
    },
  );

  expect(rendered).toBe(recipients);
  expect(
    campaign.emails.filter((email) => sink.received.some((mail) => mail.to.includes(email))),
  ).toHaveLength(recipients);
  expect(aliveAtRecords.length).toBeGreaterThanOrEqual(3);
  // Two messages in flight per connection (one on it, one waiting or pipelined behind it) however long the run,
  // where rendering ahead of the connections kept a batch's worth; none once the run is over.
  expect(Math.max(...aliveAtRecords)).toBeLessThanOrEqual(2 * CONNECTIONS);
  expect(await alive()).toBe(0);
}, 120_000);
