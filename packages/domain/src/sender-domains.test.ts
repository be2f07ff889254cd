import { describe, expect, it } from 'vitest';
import {
  domainOfEmail,
  judgeRecord,
  senderDomainRecords,
  senderDomainStatus,
  toAsciiDomain,
} from './sender-domains';

describe('toAsciiDomain', () => {
  it('keeps an ASCII domain in lower case, without a trailing dot', () => {
    expect(toAsciiDomain(' Mail.Example.COM. ')).toBe('mail.example.com');
  });

  it('stores an international name in punycode, folding its case first', () => {
    expect(toAsciiDomain('bücher.de')).toBe('xn--bcher-kva.de');
    expect(toAsciiDomain('BÜCHER.DE')).toBe('xn--bcher-kva.de');
    expect(toAsciiDomain('ΕΛΛΑΔΑ.gr')).toBe(toAsciiDomain('ελλαδα.gr'));
  });

  it.each([
    '',
    'localhost',
    'example',
    'exa mple.com',
    '-bad.com',
    'bad-.com',
    'a..com',
    'news@example.com',
    'https://example.com',
    '192.168.0.1',
    `${'a'.repeat(64)}.com`,
    'exa_mple.com',
    'x\u0000.com',
  ])('refuses %j', (input) => {
    expect(toAsciiDomain(input)).toBeUndefined();
  });

  it('reads the domain of an address', () => {
    expect(domainOfEmail('News@Bücher.de')).toBe('xn--bcher-kva.de');
    expect(domainOfEmail('no-at-sign')).toBeUndefined();
  });
});

const records = senderDomainRecords({
  domain: 'example.com',
  selector: 'sw1',
  publicKey: 'MIIBIjANBgkq',
  spfInclude: '_spf.sendwell.test',
  returnPathHost: 'bounces.sendwell.test',
});
const [dkim, spf, dmarc, returnPath] = records;

describe('senderDomainRecords', () => {
  it('names each record with its host, type and value', () => {
    expect(records).toEqual([
      {
        kind: 'dkim',
        host: 'sw1._domainkey.example.com',
        type: 'TXT',
        value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkq',
      },
      { kind: 'spf', host: 'example.com', type: 'TXT', value: 'v=spf1 include:_spf.sendwell.test ~all' },
      {
        kind: 'dmarc',
        host: '_dmarc.example.com',
        type: 'TXT',
        value: 'v=DMARC1; p=none; rua=mailto:dmarc-reports@example.com',
      },
      { kind: 'returnPath', host: 'bounces.example.com', type: 'CNAME', value: 'bounces.sendwell.test' },
    ]);
  });

  it('needs no return-path record when no bounce host is set', () => {
    const without = senderDomainRecords({
      domain: 'example.com',
      selector: 's',
      publicKey: 'k',
      spfInclude: 'i',
      returnPathHost: undefined,
    });
    expect(without.map((record) => record.kind)).toEqual(['dkim', 'spf', 'dmarc']);
  });
});

describe('judgeRecord', () => {
  it('says not found when nothing is there', () => {
    expect(judgeRecord(dkim!, [])).toEqual({
      status: 'notFound',
      found: 'No TXT record was found at sw1._domainkey.example.com.',
    });
    expect(judgeRecord(returnPath!, []).status).toBe('notFound');
  });

  it('accepts a DKIM key split by the DNS provider into spaced chunks', () => {
    expect(judgeRecord(dkim!, ['v=DKIM1; k=rsa; p=MIIBIj ANBgkq']).status).toBe('verified');
  });

  it('names another DKIM key as a wrong value', () => {
    const judged = judgeRecord(dkim!, ['v=DKIM1; k=rsa; p=OTHERKEY']);
    expect(judged.status).toBe('wrongValue');
    expect(judged.found).toContain('p=OTHERKEY');
  });

  it('accepts an SPF record that includes ours among others, and says which include is missing', () => {
    expect(
      judgeRecord(spf!, [
        'google-site-verification=x',
        'v=spf1 include:_spf.google.com include:_SPF.sendwell.test -all',
      ]).status,
    ).toBe('verified');
    expect(judgeRecord(spf!, ['v=spf1 include:_spf.google.com ~all'])).toEqual({
      status: 'wrongValue',
      found:
        'Found "v=spf1 include:_spf.google.com ~all", which does not include _spf.sendwell.test. Add include:_spf.sendwell.test to it.',
    });
    expect(judgeRecord(spf!, ['v=spf1 include:_spf.sendwell.test ~all', 'v=spf1 -all']).status).toBe(
      'wrongValue',
    );
    expect(judgeRecord(spf!, ['google-site-verification=x']).status).toBe('notFound');
  });

  it('accepts any DMARC policy and refuses one without a policy', () => {
    expect(judgeRecord(dmarc!, ['v=DMARC1; p=reject']).status).toBe('verified');
    expect(judgeRecord(dmarc!, ['v=DMARC1; rua=mailto:x@example.com']).status).toBe('wrongValue');
  });

  it('compares a CNAME target without regard to case or a trailing dot', () => {
    expect(judgeRecord(returnPath!, ['Bounces.Sendwell.Test.']).status).toBe('verified');
    expect(judgeRecord(returnPath!, ['elsewhere.example.net'])).toEqual({
      status: 'wrongValue',
      found: 'Points to elsewhere.example.net instead of bounces.sendwell.test.',
    });
  });
});

describe('senderDomainStatus', () => {
  it('is verified only when every record is', () => {
    expect(senderDomainStatus(['verified', 'verified'])).toBe('verified');
    expect(senderDomainStatus(['verified', 'notFound'])).toBe('notVerified');
    expect(senderDomainStatus(['notChecked', 'notChecked'])).toBe('notChecked');
  });
});
