import type { UserInfo } from '@sendwell/contracts';
import { periodLastInstant } from '@sendwell/domain';
import { formatDate } from '../../../lib/format';

/**
 * The trial's end or the subscription's current period end, as a row of the plan overview. The day named is the
 * period's last (a grace that ends at midnight ends on the day before, the 'Pay by' day of a payment due).
 */
export const periodOf = (
  user: Pick<UserInfo, 'accountAdminSettings' | 'subscriptionEndDate' | 'trialDueDate'>,
  now: Date,
) => {
  const timeZone = user.accountAdminSettings.timezone;
  if (user.subscriptionEndDate) {
    const ends = new Date(user.subscriptionEndDate);
    return {
      label: ends > now ? 'Current period ends on' : 'Subscription ended on',
      date: formatDate(periodLastInstant(ends), timeZone),
    };
  }
  if (user.trialDueDate) {
    const ends = new Date(user.trialDueDate);
    return { label: ends > now ? 'Trial ends on' : 'Trial ended on', date: formatDate(ends, timeZone) };
  }
  return undefined;
};
