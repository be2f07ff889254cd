import { SegmentMessages, type EngagementMetric, type EngagementMetricsFilter } from '@sendwell/contracts';
import { filterWindow } from '../filter-ranges';
import { engagementFirstDay, zoneDayOf } from '../zone-days';
import { SegmentEvaluationError } from './evaluation-error';
import { compareCount, type ContactTest, type EvaluationScope } from './evaluation-scope';
import type { EmailActivityKind } from './segment-dataset';

type Totals = Record<EmailActivityKind, number>;

const METRIC: Record<EngagementMetric, { kind: EmailActivityKind; rate: boolean }> = {
  openRate: { kind: 'opened', rate: true },
  clickRate: { kind: 'clicked', rate: true },
  submissionRate: { kind: 'submitted', rate: true },
  sent: { kind: 'sent', rate: false },
  opened: { kind: 'opened', rate: false },
  clicked: { kind: 'clicked', rate: false },
  submitted: { kind: 'submitted', rate: false },
};

/**
 * An engagement metric over the last N days (today and the N days before), from every campaign's
 * activity. Rates are a percentage of the emails sent to the contact in those days, capped at 100; a
 * contact sent nothing has no rate and matches no rate filter. Counts treat a contact without
 * activity as 0. Activity is counted per UTC day (the days the engine's daily counters keep), from
 * the account-timezone day the window starts on.
 */
export const engagementTest = (filter: EngagementMetricsFilter, scope: EvaluationScope): ContactTest => {
  const range = filterWindow(filter);
  if (range?.kind !== 'last') throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  const { now, timezone } = scope.clock;
  const fromDay = engagementFirstDay(range.days, now, timezone);
  const totals = new Map<number, Totals>();
  for (const row of scope.dataset.emailActivity) {
    if (zoneDayOf(row.occurredAt, timezone) < fromDay) continue;
    const contact = totals.get(row.contactId) ?? { sent: 0, opened: 0, clicked: 0, submitted: 0 };
    contact[row.kind] += 1;
    totals.set(row.contactId, contact);
  }
  const { operator, compareValue } = filter;
  const { kind, rate } = METRIC[filter.condition];
  if (!rate) return (contact) => compareCount(totals.get(contact.id)?.[kind] ?? 0, operator, compareValue);
  // Compared multiplied through by the emails sent, so the percentage is exact rather than rounded.
  return (contact) => {
    const total = totals.get(contact.id);
    if (!total || total.sent <= 0) return false;
    return compareCount(Math.min(100 * total[kind], 100 * total.sent), operator, compareValue * total.sent);
  };
};
