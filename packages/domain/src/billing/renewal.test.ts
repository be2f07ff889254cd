import { describe, expect, it } from 'vitest';
import {
  addLocalMonths,
  nextRenewalRetry,
  nextRenewalTerm,
  renewalGraceUntil,
  RENEWAL_GRACE_DAYS,
} from './renewal';
import { addMonths } from './usage';

const at = (iso: string) => new Date(iso);

describe('renewal terms in the account time', () => {
  it('is the UTC calendar rule in UTC, month ends included', () => {
    for (const from of ['2026-01-31T08:00:00Z', '2024-01-31T23:59:59.500Z', '2026-03-15T00:00:00Z'])
      for (const months of [1, 2, 12])
        expect(addLocalMonths(at(from), months, 'UTC')).toEqual(addMonths(at(from), months));
  });

  it('ends a month on the last day of a shorter month where the account is, at UTC+14', () => {
    // 31 January 02:00 at Kiritimati is still 30 January in UTC.
    const start = at('2026-01-30T12:00:00Z');
    expect(addLocalMonths(start, 1, 'Pacific/Kiritimati')).toEqual(at('2026-02-27T12:00:00Z'));
    // UTC would have ended it a day later, on 1 March there.
    expect(addMonths(start, 1)).toEqual(at('2026-02-28T12:00:00Z'));
    expect(addLocalMonths(start, 12, 'Pacific/Kiritimati')).toEqual(at('2027-01-30T12:00:00Z'));
  });

  it('keeps the wall-clock time across daylight saving time', () => {
    // 10:00 in New York before and after the clocks change, in March and in November.
    expect(addLocalMonths(at('2026-03-01T15:00:00Z'), 1, 'America/New_York')).toEqual(
      at('2026-04-01T14:00:00Z'),
    );
    expect(addLocalMonths(at('2026-10-15T14:00:00Z'), 1, 'America/New_York')).toEqual(
      at('2026-11-15T15:00:00Z'),
    );
    // 02:30 does not exist on 8 March 2026 there: the term ends at the time after the gap.
    expect(addLocalMonths(at('2026-02-08T07:30:00Z'), 1, 'America/New_York')).toEqual(
      at('2026-03-08T07:30:00Z'),
    );
  });

  it('comes back to the 31st after a shorter month, counting from the first term', () => {
    const zone = 'Pacific/Kiritimati';
    const anchor = at('2026-01-30T12:00:00Z'); // 31 January there
    const feb = nextRenewalTerm({ anchor, periodEnd: anchor, months: 1 }, zone);
    expect(feb).toEqual({ start: anchor, end: at('2026-02-27T12:00:00Z') });
    const mar = nextRenewalTerm({ anchor, periodEnd: feb.end, months: 1 }, zone);
    expect(mar).toEqual({ start: feb.end, end: at('2026-03-30T12:00:00Z') });
    const apr = nextRenewalTerm({ anchor, periodEnd: mar.end, months: 1 }, zone);
    expect(apr.end).toEqual(at('2026-04-29T12:00:00Z'));
    expect(nextRenewalTerm({ anchor, periodEnd: anchor, months: 12 }, zone).end).toEqual(
      at('2027-01-30T12:00:00Z'),
    );
  });

  it('keeps the plan for whole days after the due day, in the account timezone', () => {
    expect(RENEWAL_GRACE_DAYS).toBe(7);
    // Due on 28 February at Kiritimati: kept through 7 March there, back to the Free Plan at its midnight.
    expect(renewalGraceUntil(at('2026-02-27T12:00:00Z'), 'Pacific/Kiritimati')).toEqual(
      at('2026-03-07T10:00:00Z'),
    );
    expect(renewalGraceUntil(at('2026-02-27T12:00:00Z'), 'UTC')).toEqual(at('2026-03-07T00:00:00Z'));
    // New York moves its clocks on 8 March: its midnight of 9 March is 04:00 UTC, no longer 05:00.
    expect(renewalGraceUntil(at('2026-03-01T15:00:00Z'), 'America/New_York')).toEqual(
      at('2026-03-09T04:00:00Z'),
    );
    // A name the runtime does not know counts in UTC.
    expect(renewalGraceUntil(at('2026-02-27T12:00:00Z'), 'Mars/Olympus')).toEqual(at('2026-03-07T00:00:00Z'));
  });

  it('retries a declined renewal 1, 3 and 5 days after the decline at the same wall-clock time, before the grace ends', () => {
    const zone = 'America/New_York';
    // Declined on 5 March at 10:02 EST; the clocks move forward on 8 March.
    const declined = at('2026-03-05T15:02:00Z');
    const grace = renewalGraceUntil(declined, zone);
    expect(nextRenewalRetry(declined, declined, grace, zone)).toEqual(at('2026-03-06T15:02:00Z'));
    expect(nextRenewalRetry(declined, at('2026-03-06T15:02:00Z'), grace, zone)).toEqual(
      at('2026-03-08T14:02:00Z'),
    );
    expect(nextRenewalRetry(declined, at('2026-03-08T14:02:00Z'), grace, zone)).toEqual(
      at('2026-03-10T14:02:00Z'),
    );
    expect(nextRenewalRetry(declined, at('2026-03-10T14:02:00Z'), grace, zone)).toBeNull();
    // Missed retries are not made up one by one: the next one ahead is the one due.
    expect(nextRenewalRetry(declined, at('2026-03-09T00:00:00Z'), grace, zone)).toEqual(
      at('2026-03-10T14:02:00Z'),
    );
    // At UTC+14 the days are Kiritimati's; a retry at or after the grace end is none.
    const kiritimati = at('2026-02-27T12:03:00Z');
    const kiritimatiGrace = renewalGraceUntil(kiritimati, 'Pacific/Kiritimati');
    expect(nextRenewalRetry(kiritimati, kiritimati, kiritimatiGrace, 'Pacific/Kiritimati')).toEqual(
      at('2026-02-28T12:03:00Z'),
    );
    expect(
      nextRenewalRetry(kiritimati, kiritimati, at('2026-02-28T12:03:00Z'), 'Pacific/Kiritimati'),
    ).toBeNull();
  });
});
