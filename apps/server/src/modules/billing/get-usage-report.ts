import { usageDays, usageReportCsv } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { dailyEmailsSent } from './billing.repository';
import { loadEmailUsage } from './get-usage';

/**
 * GET /api/billing/usage/report.csv: the billing period's emails sent and contacts emailed, a row for each
 * day (in the account's timezone) from the period's first day to today.
 */
export const getUsageReport = async (
  db: Db,
  accountId: string,
  now: Date,
): Promise<{ fileName: string; csv: string }> => {
  const usage = await loadEmailUsage(db, accountId, now);
  const counted = await dailyEmailsSent(db, accountId, usage.period, usage.timezone);
  const days = usageDays(usage.period, now, usage.timezone, counted);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? first;
  return { fileName: `email-usage-${first}-to-${last}.csv`, csv: usageReportCsv(days) };
};
