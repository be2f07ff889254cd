import { describe, expect, it } from 'vitest';
import { LocalPartAllocator, NAME_SPACE_SIZE, namePart } from './email-address';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary-people';

describe('name vocabulary', () => {
  it('keeps first and last names apart, plain and at least three letters long', () => {
    const first = new Set(FIRST_NAMES.map((name) => name.toLowerCase()));
    for (const name of [...FIRST_NAMES, ...LAST_NAMES]) expect(name).toMatch(/^[A-Z][a-z]{2,}$/);
    for (const name of LAST_NAMES) expect(first.has(name.toLowerCase())).toBe(false);
    expect(first.size).toBe(FIRST_NAMES.length);
    expect(new Set(LAST_NAMES).size).toBe(LAST_NAMES.length);
  });
});

describe('email local parts', () => {
  it('gives every name part a distinct string of letters, dots and underscores', () => {
    const bases = Array.from({ length: NAME_SPACE_SIZE }, (_, k) => namePart(k).base);
    expect(bases.filter((base) => !/^[a-z][a-z._]*[a-z]$/.test(base))).toEqual([]);
    expect(new Set(bases).size).toBe(NAME_SPACE_SIZE);
  });

  it('hands out unique local parts, well beyond the number of name parts', () => {
    const count = NAME_SPACE_SIZE * 2 + 1000;
    const allocator = new LocalPartAllocator(count, 99);
    const seen = new Set<string>();
    let withNumber = 0;
    for (let i = 0; i < count; i++) {
      const { local } = allocator.identity(i);
      seen.add(local);
      if (/\d$/.test(local)) withNumber++;
    }
    expect(seen.size).toBe(count);
    // Some addresses carry a number, many do not.
    expect(withNumber / count).toBeGreaterThan(0.3);
    expect(withNumber / count).toBeLessThan(0.95);
  });

  it('gives the same contact the same address for the same seed', () => {
    const a = new LocalPartAllocator(1000, 5);
    const b = new LocalPartAllocator(1000, 5);
    expect(a.identity(17)).toEqual(b.identity(17));
    expect(new LocalPartAllocator(1000, 6).identity(17).local).not.toBe(a.identity(17).local);
  });

  it('names the person consistently with the address', () => {
    const allocator = new LocalPartAllocator(5000, 1);
    const inconsistent = Array.from({ length: 5000 }, (_, i) => allocator.identity(i)).filter(
      (identity) =>
        (identity.firstName !== null &&
          identity.firstName.toLowerCase().charAt(0) !== identity.firstInitial) ||
        (identity.lastName !== null && identity.lastName.toLowerCase().charAt(0) !== identity.lastInitial) ||
        !(
          identity.local.startsWith(identity.firstInitial) || identity.local.startsWith(identity.lastInitial)
        ),
    );
    expect(inconsistent).toEqual([]);
  });
});
