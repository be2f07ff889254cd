import type { ContactTraits } from './contact-traits';
import { csvRow, isoDate, isoSeconds } from './csv';
import type { LocalPartAllocator } from './email-address';
import type { Plan } from './event-catalogue';
import { Random, WeightedTable } from './random';
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from './vocabulary-people';
import { MAIL_PROVIDERS } from './vocabulary-places';

const byInitial = (names: readonly string[]): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const name of names) {
    const initial = name.charAt(0).toLowerCase();
    map.set(initial, [...(map.get(initial) ?? []), name]);
  }
  return map;
};
const PROVIDER_TABLE = new WeightedTable(MAIL_PROVIDERS, (provider) => provider.weight);
const FIRST_BY_INITIAL = byInitial(FIRST_NAMES);
const LAST_BY_INITIAL = byInitial(LAST_NAMES);

const nameFor = (
  random: Random,
  full: string | null,
  initial: string,
  byInitialMap: Map<string, string[]>,
): string => full ?? random.pick(byInitialMap.get(initial) ?? [initial.toUpperCase()]);

const phoneNumber = (random: Random, callingCode: string): string =>
  `+${callingCode} ${random.int(20, 999)} ${random.int(100, 999)} ${String(random.int(0, 9999)).padStart(4, '0')}`;

export interface ContactExtras {
  plan: Plan;
  /** Total store spend; null for contacts who never bought. */
  lifetimeValue: number | null;
  inNewsletter: boolean;
}

/**
 * One row of contacts.csv: CONTACT_COLUMNS then the custom properties plan, lifetimeValue,
 * newsletterOptIn and birthday. Optional fields are left empty for part of the contacts, as in real data.
 */
export const contactRow = (
  seed: number,
  index: number,
  allocator: LocalPartAllocator,
  traits: ContactTraits,
  extras: ContactExtras,
): { email: string; row: string } => {
  const random = Random.of(seed, 'profile', index);
  const identity = allocator.identity(index);
  const firstName = nameFor(random, identity.firstName, identity.firstInitial, FIRST_BY_INITIAL);
  const lastName = nameFor(random, identity.lastName, identity.lastInitial, LAST_BY_INITIAL);
  const company = random.chance(0.65) ? random.pick(COMPANIES) : null;
  let domain: string;
  if (company && random.chance(0.35)) domain = company.domain;
  else if (traits.appleMail && random.chance(0.35)) domain = 'icloud.com';
  else if (traits.place.localMail && random.chance(0.45)) domain = random.pick(traits.place.localMail);
  else domain = random.fromTable(PROVIDER_TABLE).domain;
  const email = `${identity.local}@${domain}`;
  const phone = random.chance(0.7) ? phoneNumber(random, traits.place.callingCode) : null;
  const birthday = random.chance(0.55)
    ? isoDate(Date.UTC(random.int(1955, 2004), random.int(0, 11), random.int(1, 28)))
    : null;
  const optIn = random.chance(0.9) ? extras.inNewsletter || random.chance(0.3) : null;
  const row = csvRow([
    email,
    firstName,
    lastName,
    phone,
    company?.name ?? null,
    traits.place.city,
    traits.place.country,
    traits.place.timezone,
    isoSeconds(traits.createdAt),
    traits.unsubscribedAt !== null,
    traits.blockedAt !== null,
    extras.plan,
    extras.lifetimeValue,
    optIn,
    birthday,
  ]);
  return { email, row };
};
