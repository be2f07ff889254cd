import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SegmentTimezone } from '@sendwell/contracts';
import { definition, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { signUpUser } from '../../../test/users';
import { receiveSendingEvents } from '../sending-events/receive-sending-events';
import { compileSegment } from './engine/compile-segment';
import { prepareDefinition } from './prepare-definition';
import { useTestApp } from '../../../test/integration-setup';

/*
 * "Clicked in the last N days" counts the days of the account's timezone: the provider's clicks are
 * counted on the account's calendar day, and today is the account's today, whatever timezone the
 * definition reads its other dates in. Each case fixes "now" half an hour after a local midnight and
 * records a click twenty minutes after that midnight (today) and one ten minutes before it (yesterday).
 */

const t = useTestApp();

const MINUTE_MS = 60_000;

interface Case {
  timezone: string;
  /** A local midnight, as a UTC instant. */
  midnight: string;
}

/** Emails of the contacts whose clicks in the last `days` days are more than 0, asked at `now`. */
const clickedInLast = async (accountId: string, days: number, now: Date, timezone?: SegmentTimezone): Promise<string[]> => {
  const request = definition([[{ property: 'engagementMetrics', condition: 'clicked', operator: 'greaterThan', compareValue: 0, range: 'last', rangeValue: { endValue: days } }]], {}, timezone ? { timezone } : {});
  const { definition: prepared, ctx } = await prepareDefinition(t.ctx.db, accountId, request, { now });
  const { rows } = await sql<{ id: number }>`${compileSegment(prepared, ctx)}`.execute(t.ctx.db);
  const emails = await t.ctx.db.selectFrom('contacts').select('email').where('id', 'in', [0, ...rows.map((row) => row.id)]).execute();
  return emails.map((row) => row.email).sort();
};

const DEFINITION_TIMEZONES: (SegmentTimezone | undefined)[] = [undefined, { label: 'Tonga', offset: '+13:00' }, { label: 'Samoa', offset: '-11:00' }];

describe('engagement windows in the account timezone', () => {
  it.each<Case>([
    // Summer time begins (29 March, 01:00 UTC): the next midnight is at 22:00 UTC.
    { timezone: 'Europe/Berlin', midnight: '2026-03-29T22:00:00Z' },
    // Summer time ends (25 October, 01:00 UTC): the next midnight is at 23:00 UTC.
    { timezone: 'Europe/Berlin', midnight: '2026-10-25T23:00:00Z' },
    // Daylight time ends (5 April, 16:00 UTC the day before): the next midnight is at 14:00 UTC.
    { timezone: 'Australia/Sydney', midnight: '2026-04-05T14:00:00Z' },
    // Daylight time begins (4 October, 16:00 UTC the day before): the next midnight is at 13:00 UTC.
    { timezone: 'Australia/Sydney', midnight: '2026-10-04T13:00:00Z' },
    { timezone: 'Pacific/Tongatapu', midnight: '2026-03-07T11:00:00Z' },
    { timezone: 'Pacific/Kiritimati', midnight: '2026-03-07T10:00:00Z' },
    { timezone: 'Pacific/Pago_Pago', midnight: '2026-03-07T11:00:00Z' },
    { timezone: 'Etc/GMT+12', midnight: '2026-03-07T12:00:00Z' },
  ])('$timezone around the midnight at $midnight', async ({ timezone, midnight }) => {
    const owner = await signUpUser(t.app);
    const accountId = owner.user.accountId;
    const data = new SegmentData(t.ctx.db, accountId);
    await data.setTimezone(timezone);
    const senderId = await data.sender('news@shop.example');
    const campaignId = await data.campaign('News', { senderId });
    await data.contact('today@example.com');
    await data.contact('yesterday@example.com');
    const start = Date.parse(midnight);
    const now = new Date(start + 30 * MINUTE_MS);
    const at = (minutes: number) => new Date(start + minutes * MINUTE_MS).toISOString();
    const outcome = await receiveSendingEvents(
      t.ctx.db,
      { accountId, sourceId: senderId },
      [
        { id: 'd1', type: 'delivered', email: 'yesterday@example.com', campaignId, timestamp: at(-60) },
        { id: 'c1', type: 'clicked', email: 'yesterday@example.com', campaignId, timestamp: at(-10), url: 'https://shop.example' },
        { id: 'd2', type: 'delivered', email: 'today@example.com', campaignId, timestamp: at(-60) },
        { id: 'c2', type: 'clicked', email: 'today@example.com', campaignId, timestamp: at(20), url: 'https://shop.example' },
      ],
      now.getTime(),
    );
    expect(outcome.answer).toMatchObject({ recorded: 4, errors: [] });
    for (const definitionTimezone of DEFINITION_TIMEZONES) {
      expect(await clickedInLast(accountId, 0, now, definitionTimezone)).toEqual(['today@example.com']);
      expect(await clickedInLast(accountId, 1, now, definitionTimezone)).toEqual(['today@example.com', 'yesterday@example.com']);
    }
  });
});
