import type { DnsRecordKind, DnsRecordStatus, SenderDomainStatus } from '@sendwell/contracts';

// The WHATWG URL parser, in browsers and Node alike; this package is built without either's library types.
declare const URL: new (input: string) => { hostname: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain name as DNS and the database hold it: ASCII, lower case, international labels in punycode
 * (IDNA/UTS 46 through the URL parser, which also folds case, so 'BÜCHER.de' and 'bücher.de' are one
 * domain: 'xn--bcher-kva.de'). Undefined when it is not a domain name mail can be sent from.
 */
export const toAsciiDomain = (input: string): string | undefined => {
  const trimmed = input.trim().replace(/\.$/, '');
  if (trimmed === '' || /[\s/\\?#@:[\]%]/.test(trimmed) || trimmed.includes('\u0000')) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://${trimmed}/`).hostname;
  } catch {
    return undefined;
  }
  const labels = hostname.split('.');
  if (hostname.length > 253 || labels.length < 2) return undefined;
  if (!labels.every((label) => LABEL.test(label))) return undefined;
  // A dotted IP address is not a domain; a top-level domain is never all digits.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return undefined;
  return hostname;
};

/** The domain part of an address, in its ASCII form; undefined for an address without a valid one. */
export const domainOfEmail = (email: string): string | undefined => {
  const at = email.lastIndexOf('@');
  return at < 0 ? undefined : toAsciiDomain(email.slice(at + 1));
};

export interface ExpectedRecord {
  kind: DnsRecordKind;
  host: string;
  type: 'TXT' | 'CNAME';
  value: string;
}

export interface DomainRecordInput {
  domain: string;
  selector: string;
  /** The DKIM public key, base64 of its DER SubjectPublicKeyInfo. */
  publicKey: string;
  /** The host whose SPF record lists the servers our own delivery sends from. */
  spfInclude: string;
  /** Where bounces to our own delivery go; without one no return-path record is needed. */
  returnPathHost: string | undefined;
}

export const RETURN_PATH_LABEL = 'bounces';

/** The records a domain needs for mail sent through Sendwell's own delivery. */
export const senderDomainRecords = (input: DomainRecordInput): ExpectedRecord[] => [
  {
    kind: 'dkim',
    host: `${input.selector}._domainkey.${input.domain}`,
    type: 'TXT',
    value: `v=DKIM1; k=rsa; p=${input.publicKey}`,
  },
  { kind: 'spf', host: input.domain, type: 'TXT', value: `v=spf1 include:${input.spfInclude} ~all` },
  {
    kind: 'dmarc',
    host: `_dmarc.${input.domain}`,
    type: 'TXT',
    value: `v=DMARC1; p=none; rua=mailto:dmarc-reports@${input.domain}`,
  },
  ...(input.returnPathHost
    ? [
        {
          kind: 'returnPath' as const,
          host: `${RETURN_PATH_LABEL}.${input.domain}`,
          type: 'CNAME' as const,
          value: input.returnPathHost,
        },
      ]
    : []),
];

/** `k=v; k=v` tags of a DKIM or DMARC record, keys lower case, whitespace inside values dropped. */
const tagsOf = (record: string): Map<string, string> =>
  new Map(
    record
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.includes('='))
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, '')] as const;
      }),
  );

const quoted = (values: string[]): string => values.map((value) => `"${value}"`).join(', ');

const cut = (value: string, max = 80): string => (value.length > max ? `${value.slice(0, max)}…` : value);

export interface RecordJudgement {
  status: Exclude<DnsRecordStatus, 'notChecked'>;
  /** What was found, in plain words. */
  found: string;
}

const notFound = (expected: ExpectedRecord): RecordJudgement => ({
  status: 'notFound',
  found: `No ${expected.type} record was found at ${expected.host}.`,
});

const judgeDkim = (expected: ExpectedRecord, texts: string[]): RecordJudgement => {
  const keys = texts.filter((text) => /^v=dkim1\b/i.test(text.trim()) || tagsOf(text).has('p'));
  if (keys.length === 0)
    return texts.length === 0
      ? notFound(expected)
      : {
          status: 'wrongValue',
          found: `Found ${quoted(texts.map((text) => cut(text)))}, which is not a DKIM key.`,
        };
  const wanted = tagsOf(expected.value).get('p');
  if (keys.some((text) => tagsOf(text).get('p') === wanted))
    return { status: 'verified', found: 'The DKIM key matches.' };
  return {
    status: 'wrongValue',
    found: `Found a DKIM record with another key: ${quoted(keys.map((text) => cut(text)))}. Replace it with the value shown.`,
  };
};

const includesOf = (spf: string): string[] =>
  spf
    .split(/\s+/)
    .filter((term) => /^[+?~-]?include:/i.test(term))
    .map((term) => term.replace(/^[+?~-]?include:/i, '').toLowerCase());

const judgeSpf = (expected: ExpectedRecord, texts: string[]): RecordJudgement => {
  const spfs = texts.filter((text) => /^v=spf1(\s|$)/i.test(text.trim()));
  if (spfs.length === 0) return notFound(expected);
  if (spfs.length > 1)
    return {
      status: 'wrongValue',
      found: `Found ${spfs.length} SPF records (${quoted(spfs)}); a domain may have only one. Merge them into one.`,
    };
  const [spf = ''] = spfs;
  const wanted = includesOf(expected.value);
  const missing = wanted.filter((include) => !includesOf(spf).includes(include));
  if (missing.length === 0) return { status: 'verified', found: `Found "${spf}".` };
  return {
    status: 'wrongValue',
    found: `Found "${spf}", which does not include ${missing.join(', ')}. Add include:${missing.join(' include:')} to it.`,
  };
};

const judgeDmarc = (expected: ExpectedRecord, texts: string[]): RecordJudgement => {
  const dmarcs = texts.filter((text) => /^v=dmarc1\b/i.test(text.trim()));
  if (dmarcs.length === 0)
    return texts.length === 0
      ? notFound(expected)
      : {
          status: 'wrongValue',
          found: `Found ${quoted(texts.map((text) => cut(text)))}, which is not a DMARC policy.`,
        };
  const policy = tagsOf(dmarcs[0] ?? '')
    .get('p')
    ?.toLowerCase();
  if (dmarcs.length === 1 && (policy === 'none' || policy === 'quarantine' || policy === 'reject'))
    return { status: 'verified', found: `Found a DMARC policy of "${policy}".` };
  return {
    status: 'wrongValue',
    found:
      dmarcs.length > 1
        ? `Found ${dmarcs.length} DMARC records; a domain may have only one.`
        : `Found "${dmarcs[0]}", which has no valid policy (p=none, quarantine or reject).`,
  };
};

const bareHost = (host: string): string => host.trim().replace(/\.$/, '').toLowerCase();

const judgeCname = (expected: ExpectedRecord, targets: string[]): RecordJudgement => {
  if (targets.length === 0) return notFound(expected);
  if (targets.some((target) => bareHost(target) === bareHost(expected.value)))
    return { status: 'verified', found: `Points to ${expected.value}.` };
  return {
    status: 'wrongValue',
    found: `Points to ${targets.map(bareHost).join(', ')} instead of ${expected.value}.`,
  };
};

/**
 * How a record stands given what DNS answered at its host: the TXT strings (each record's chunks joined)
 * or the CNAME targets; an empty list when the name or the type is absent.
 */
export const judgeRecord = (expected: ExpectedRecord, answers: string[]): RecordJudgement => {
  switch (expected.kind) {
    case 'dkim':
      return judgeDkim(expected, answers);
    case 'spf':
      return judgeSpf(expected, answers);
    case 'dmarc':
      return judgeDmarc(expected, answers);
    case 'returnPath':
      return judgeCname(expected, answers);
  }
};

/** Verified once every record is; not checked while none has been. */
export const senderDomainStatus = (statuses: DnsRecordStatus[]): SenderDomainStatus =>
  statuses.length > 0 && statuses.every((status) => status === 'verified')
    ? 'verified'
    : statuses.every((status) => status === 'notChecked')
      ? 'notChecked'
      : 'notVerified';
