import { describe, expect, it } from 'vitest';
import { readTrackingToken, signTrackingToken } from './tracking-token';

const SECRET = 'a-secret-key-for-tests-only-0123456789';
const target = { accountId: '2f1c7a1e-8b7d-4c55-9a0e-6f3b2d1c0a99', campaignId: 12, contactId: 345 };

describe('tracking tokens', () => {
  it('reads back what was signed, for its own kind of address', () => {
    expect(readTrackingToken(SECRET, signTrackingToken(SECRET, { ...target, kind: 'o' }), 'o')).toEqual({
      ...target,
      kind: 'o',
    });
    expect(
      readTrackingToken(SECRET, signTrackingToken(SECRET, { ...target, kind: 'c', link: 3 }), 'c'),
    ).toEqual({
      ...target,
      kind: 'c',
      link: 3,
    });
  });

  it('refuses a token signed for another kind of address', () => {
    const open = signTrackingToken(SECRET, { ...target, kind: 'o' });
    expect(readTrackingToken(SECRET, open, 'u')).toBeUndefined();
    expect(readTrackingToken(SECRET, open, 'c')).toBeUndefined();
    const click = signTrackingToken(SECRET, { ...target, kind: 'c', link: 0 });
    expect(readTrackingToken(SECRET, click, 'o')).toBeUndefined();
  });

  it('refuses a token whose payload was changed: another contact, another account, another link', () => {
    const token = signTrackingToken(SECRET, { ...target, kind: 'c', link: 1 });
    const [, signature] = token.split('.');
    const hex = target.accountId.replace(/-/g, '');
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe(`c${hex}-c-9l-1`);
    const forge = (payload: string) => `${Buffer.from(payload).toString('base64url')}.${signature}`;
    expect(readTrackingToken(SECRET, forge(`c${hex}-c-9a-1`), 'c')).toBeUndefined();
    expect(readTrackingToken(SECRET, forge('c00000000000040008000000000000000-c-9l-1'), 'c')).toBeUndefined();
    expect(readTrackingToken(SECRET, forge(`c${hex}-c-9l-2`), 'c')).toBeUndefined();
  });

  it('refuses a token signed with another key, a truncated one and garbage', () => {
    const token = signTrackingToken(SECRET, { ...target, kind: 'u' });
    expect(readTrackingToken('another-secret-key-0123456789abcdef', token, 'u')).toBeUndefined();
    expect(readTrackingToken(SECRET, token.slice(0, -2), 'u')).toBeUndefined();
    expect(readTrackingToken(SECRET, 'not-a-token', 'u')).toBeUndefined();
    expect(readTrackingToken(SECRET, '', 'u')).toBeUndefined();
  });

  it('stays short enough for an address segment with large ids', () => {
    const token = signTrackingToken(SECRET, {
      ...target,
      campaignId: 9_999_999_999,
      contactId: 99_999_999_999,
      kind: 'c',
      link: 999,
    });
    expect(token.length).toBeLessThanOrEqual(100);
    expect(readTrackingToken(SECRET, token, 'c')).toMatchObject({
      campaignId: 9_999_999_999,
      contactId: 99_999_999_999,
      link: 999,
    });
  });

  it('signs a link only into click tokens', () => {
    // An open token never carries a link, even when asked to.
    const open = signTrackingToken(SECRET, { ...target, kind: 'o', link: 4 });
    expect(readTrackingToken(SECRET, open, 'o')).toEqual({ ...target, kind: 'o' });
  });

  it('writes the same payload whatever account signed before, an upper-case uuid as lower-case hex', () => {
    const payload = (token: string) => Buffer.from(token.split('.')[0]!, 'base64url').toString();
    const other = { ...target, accountId: 'ABCDEF01-2345-4678-9ABC-DEF012345678' };
    for (const [account, hex] of [
      [target, '2f1c7a1e8b7d4c559a0e6f3b2d1c0a99'],
      [other, 'abcdef01234546789abcdef012345678'],
      [target, '2f1c7a1e8b7d4c559a0e6f3b2d1c0a99'],
    ] as const) {
      expect(payload(signTrackingToken(SECRET, { ...account, kind: 'o' }))).toBe(`o${hex}-c-9l`);
      expect(payload(signTrackingToken(SECRET, { ...account, kind: 'c' }))).toBe(`c${hex}-c-9l-0`);
      expect(payload(signTrackingToken(SECRET, { ...account, kind: 'c', link: 40 }))).toBe(`c${hex}-c-9l-14`);
    }
  });
});
