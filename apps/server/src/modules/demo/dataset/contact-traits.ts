import { Random, WeightedTable } from './random';
import { PLACES, type Place } from './vocabulary-places';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
/** Contacts were created over the two years before `now`. */
export const HISTORY_DAYS = 730;

export interface DatasetClock {
  now: number;
  start: number;
  /** Contacts in the dataset: contact i is the i-th created. */
  contacts: number;
}

export const datasetClock = (now: number, contacts: number): DatasetClock => ({
  now,
  start: now - HISTORY_DAYS * DAY_MS,
  contacts,
});

const PLACE_TABLE = new WeightedTable(PLACES, (place) => place.weight);

/** What drives a contact's behaviour everywhere in the dataset; cheap to recompute from (seed, index). */
export interface ContactTraits {
  createdAt: number;
  /** Mail sent at or after these moments does not reach the contact. */
  unsubscribedAt: number | null;
  blockedAt: number | null;
  /** Chance of opening a campaign (before the campaign's own appeal). */
  engagement: number;
  /** Chance of clicking once the email is opened. */
  clickiness: number;
  /** Reads mail in Apple Mail with Mail Privacy Protection: nearly every email shows an automatic open. */
  appleMail: boolean;
  /** Buys in the online store. */
  customer: boolean;
  /** Relative share of the dataset's events. */
  eventWeight: number;
  place: Place;
}

export const contactTraits = (seed: number, index: number, clock: DatasetClock): ContactTraits => {
  const random = Random.of(seed, 'traits', index);
  // Contacts are numbered in creation order (ids then follow time, as in a real account, and the loader's
  // index inserts stay sequential); sqrt skews creation toward recent months: the account has been growing.
  const createdAt = Math.floor(
    clock.start + (clock.now - clock.start - HOUR_MS) * Math.sqrt((index + random.next()) / clock.contacts),
  );
  const lifetime = clock.now - createdAt;
  const unsubscribedAt = random.chance(0.03) ? Math.floor(createdAt + lifetime * random.next()) : null;
  const blockedAt = random.chance(0.01) ? Math.floor(createdAt + lifetime * random.next()) : null;
  // A fifth of the contacts are dormant; the rest open with a beta-shaped propensity around 35%.
  const engagement = random.chance(0.2) ? random.between(0, 0.03) : random.betaLike(1.3, 2.2);
  const clickiness = 0.04 + 0.4 * random.betaLike(1, 3);
  const appleMail = random.chance(0.28);
  const customer = random.chance(0.3 + 0.2 * engagement);
  const eventWeight = customer ? random.logNormal(2.2, 0.8) : random.between(0, 0.6);
  const place = random.fromTable(PLACE_TABLE);
  return {
    createdAt,
    unsubscribedAt,
    blockedAt,
    engagement,
    clickiness,
    appleMail,
    customer,
    eventWeight,
    place,
  };
};

/** Whether mail sent at `at` reaches the contact. */
export const reachableAt = (traits: ContactTraits, at: number): boolean =>
  at >= traits.createdAt &&
  (traits.unsubscribedAt === null || at < traits.unsubscribedAt) &&
  (traits.blockedAt === null || at < traits.blockedAt);
