import { describe, expect, it } from 'vitest';
import { ContactId, ContactStatus } from '@sendwell/contracts';
import { idParam, keysOf, oneOf } from './address-params';

describe('idParam', () => {
  it('reads an id exactly as the contracts do', () => {
    const samples = [
      '1',
      '42',
      ' 7 ',
      '1e3',
      '0x10',
      '0',
      '-1',
      '1.5',
      '',
      'abc',
      '12abc',
      'Infinity',
      '9007199254740993',
    ];
    for (const sample of [...samples, undefined, null]) {
      const parsed = ContactId.safeParse(sample ?? undefined);
      expect(idParam(sample), String(sample)).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});

describe('oneOf', () => {
  const statuses = keysOf<ContactStatus>({ subscribed: true, unsubscribed: true, blocked: true });

  it('keeps a member and refuses anything else, as the enum schema does', () => {
    for (const sample of ['subscribed', 'blocked', 'Blocked', '', null, undefined, 3]) {
      const parsed = ContactStatus.safeParse(sample);
      expect(oneOf(statuses, sample), String(sample)).toBe(parsed.success ? parsed.data : undefined);
    }
  });

  it('lists the same members as the schema', () => {
    expect([...statuses].sort()).toEqual([...ContactStatus.options].sort());
  });
});
