import { welcomeOfferEndsAt, withWelcomeOffer, type Quote } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { findFirstPlanPurchase } from './billing.repository';

/**
 * Spec 2 §9, the welcome offer: the price of a plan bought by an account that never paid for one has the offer
 * taken off its whole price; every later purchase is at the full price.
 */
export const offerOnPurchase = async <Q extends Quote>(db: Db, accountId: string, quote: Q) =>
  (await findFirstPlanPurchase(db, accountId)) ? { ...quote, discount: 0 } : withWelcomeOffer(quote);

/**
 * The price of a renewal term: a term that starts within six months of a first purchase made with the offer
 * keeps it (counted in the account's timezone); later terms, and plans first bought without it, are at full price.
 */
export const offerOnRenewal = async <Q extends Quote>(
  db: Db,
  accountId: string,
  quote: Q,
  term: { start: Date; timezone: string },
) => {
  const first = await findFirstPlanPurchase(db, accountId);
  const keeps =
    first?.settledAt && first.discount > 0 && term.start < welcomeOfferEndsAt(first.settledAt, term.timezone);
  return keeps ? withWelcomeOffer(quote) : { ...quote, discount: 0 };
};
