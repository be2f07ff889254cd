import { FIRST_NAMES, LAST_NAMES } from './vocabulary-people';
import { hash32, itemAt, Permutation } from './random';

/**
 * Unique, realistic email local parts without remembering the ones handed out (a set of a million
 * addresses would not keep memory flat). Each contact index is mapped by a keyed permutation to a distinct
 * number u, read in mixed radix as (name style and names, counter). The name part ("anna.kowalski",
 * "jsmith", "wei.z") never contains a digit and distinct name parts are distinct strings (checked by a
 * test over the whole space), and the counter becomes a trailing number, absent for counter 0. A local
 * part thus names exactly one u, whatever domain it is paired with.
 */

export interface NameIdentity {
  /** The local part of the address, without domain. */
  local: string;
  /** A full first name, or only its initial when the style abbreviates it. */
  firstName: string | null;
  firstInitial: string;
  lastName: string | null;
  lastInitial: string;
}

interface Style {
  size: number;
  decode(k: number): Omit<NameIdentity, 'local'> & { base: string };
}

const FIRST_LOWER = FIRST_NAMES.map((name) => name.toLowerCase());
const LAST_LOWER = LAST_NAMES.map((name) => name.toLowerCase());
const initialsOf = (names: readonly string[]) => [...new Set(names.map((name) => name.charAt(0)))].sort();
const FIRST_INITIALS = initialsOf(FIRST_LOWER);
const LAST_INITIALS = initialsOf(LAST_LOWER);

const fullStyle = (render: (first: string, last: string) => string): Style => ({
  size: FIRST_NAMES.length * LAST_NAMES.length,
  decode(k) {
    const firstIndex = k % FIRST_NAMES.length;
    const lastIndex = Math.floor(k / FIRST_NAMES.length);
    const first = itemAt(FIRST_LOWER, firstIndex);
    const last = itemAt(LAST_LOWER, lastIndex);
    return {
      base: render(first, last),
      firstName: itemAt(FIRST_NAMES, firstIndex),
      firstInitial: first.charAt(0),
      lastName: itemAt(LAST_NAMES, lastIndex),
      lastInitial: last.charAt(0),
    };
  },
});

const firstInitialStyle = (separator: string): Style => ({
  size: FIRST_INITIALS.length * LAST_NAMES.length,
  decode(k) {
    const initial = itemAt(FIRST_INITIALS, k % FIRST_INITIALS.length);
    const lastIndex = Math.floor(k / FIRST_INITIALS.length);
    const last = itemAt(LAST_LOWER, lastIndex);
    return {
      base: `${initial}${separator}${last}`,
      firstName: null,
      firstInitial: initial,
      lastName: itemAt(LAST_NAMES, lastIndex),
      lastInitial: last.charAt(0),
    };
  },
});

const lastInitialStyle: Style = {
  size: FIRST_NAMES.length * LAST_INITIALS.length,
  decode(k) {
    const firstIndex = k % FIRST_NAMES.length;
    const first = itemAt(FIRST_LOWER, firstIndex);
    const initial = itemAt(LAST_INITIALS, Math.floor(k / FIRST_NAMES.length));
    return {
      base: `${first}.${initial}`,
      firstName: itemAt(FIRST_NAMES, firstIndex),
      firstInitial: first.charAt(0),
      lastName: null,
      lastInitial: initial,
    };
  },
};

const STYLES: readonly Style[] = [
  fullStyle((first, last) => `${first}.${last}`),
  fullStyle((first, last) => `${first}${last}`),
  fullStyle((first, last) => `${first}_${last}`),
  fullStyle((first, last) => `${last}.${first}`),
  firstInitialStyle('.'),
  firstInitialStyle(''),
  lastInitialStyle,
];

/** How many distinct name parts exist (before any trailing number). */
export const NAME_SPACE_SIZE = STYLES.reduce((sum, style) => sum + style.size, 0);

/** The name part with index `k` in [0, NAME_SPACE_SIZE). */
export const namePart = (k: number): Omit<NameIdentity, 'local'> & { base: string } => {
  let rest = k;
  for (const style of STYLES) {
    if (rest < style.size) return style.decode(rest);
    rest -= style.size;
  }
  throw new RangeError(`Name part ${k} is outside [0, ${NAME_SPACE_SIZE})`);
};

/** Hands out the local parts of `count` contacts: index i always gets the same one, no two are equal. */
export class LocalPartAllocator {
  private readonly permutation: Permutation;

  constructor(
    count: number,
    private readonly seed: number,
  ) {
    // At least a third of the space is used per counter value, so about a third of addresses carry no number
    // at small sizes and most carry a short one at large sizes.
    const counters = Math.max(3, Math.ceil(count / NAME_SPACE_SIZE) + 1);
    this.permutation = new Permutation(NAME_SPACE_SIZE * counters, hash32(seed, 0x6d61696c));
  }

  identity(index: number): NameIdentity {
    const u = this.permutation.apply(index);
    const k = u % NAME_SPACE_SIZE;
    const counter = Math.floor(u / NAME_SPACE_SIZE);
    const part = namePart(k);
    // A per-name offset makes numbers look like years and lucky numbers rather than 1, 2, 3; it is fixed per
    // name part, so counter -> number stays one-to-one.
    const suffix = counter === 0 ? '' : String((hash32(this.seed, k) % 90) + counter);
    return {
      local: `${part.base}${suffix}`,
      firstName: part.firstName,
      firstInitial: part.firstInitial,
      lastName: part.lastName,
      lastInitial: part.lastInitial,
    };
  }
}
