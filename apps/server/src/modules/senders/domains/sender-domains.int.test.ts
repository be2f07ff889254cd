import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  senderDomainRoutes as routes,
  SenderDomainMessages,
  senderRoutes,
  type DnsRecord,
  type SenderDomainDetail,
} from '@sendwell/contracts';
import { startDnsServer, type DnsServer } from '../../../../test/dns-server';
import { waitForMail } from '../../../../test/outbox';
import { useOwner, useTestApp } from '../../../../test/integration-setup';
import { signInNewMember, signUpUser } from '../../../../test/users';

const SPF_INCLUDE = '_spf.mail.sendwell.test';
const RETURN_PATH_HOST = 'bounces.mail.sendwell.test';

let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(async () => {
  await dns?.close();
});
beforeEach(() => {
  dns.clear();
  dns.setMode('answer');
});

const t = useTestApp(() => ({
  env: {
    DNS_SERVERS: dns.address,
    DNS_TIMEOUT_MS: '1500',
    SPF_INCLUDE,
    RETURN_PATH_HOST,
  },
}));
const owner = useOwner(t, 'each test');

const uniqueDomain = (): string => `shop-${randomBytes(4).toString('hex')}.example`;

const addDomain = async (domain: string): Promise<SenderDomainDetail> => {
  const answer = await owner.browser.call(routes.add, { body: { domain } });
  expect(answer.status).toBe(201);
  return answer.data;
};
const verify = (id: number) => owner.browser.call(routes.verify, { params: { id } });
const record = (detail: SenderDomainDetail, kind: DnsRecord['kind']): DnsRecord => {
  const found = detail.records.find((item) => item.kind === kind);
  if (!found) throw new Error(`No ${kind} record`);
  return found;
};
/** Publishes every record exactly as asked. */
const publish = (detail: SenderDomainDetail) => {
  for (const item of detail.records)
    if (item.type === 'TXT') dns.setTxt(item.host, [item.value]);
    else dns.setCname(item.host, item.value);
};

describe('adding a sending domain', () => {
  it('makes a 2048-bit DKIM key and shows the four records to add, none checked yet', async () => {
    const domain = uniqueDomain();
    const added = await addDomain(domain);

    expect(added).toMatchObject({ domain, status: 'notChecked', checkedOn: null });
    expect(added.records.map(({ kind, host, type }) => ({ kind, host, type }))).toEqual([
      { kind: 'dkim', host: `${added.selector}._domainkey.${domain}`, type: 'TXT' },
      { kind: 'spf', host: domain, type: 'TXT' },
      { kind: 'dmarc', host: `_dmarc.${domain}`, type: 'TXT' },
      { kind: 'returnPath', host: `bounces.${domain}`, type: 'CNAME' },
    ]);
    expect(record(added, 'spf').value).toBe(`v=spf1 include:${SPF_INCLUDE} ~all`);
    expect(record(added, 'returnPath').value).toBe(RETURN_PATH_HOST);
    expect(added.records.every((item) => item.status === 'notChecked' && item.found === null)).toBe(true);

    const publicKey = /p=([A-Za-z0-9+/=]+)$/.exec(record(added, 'dkim').value)?.[1] ?? '';
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('keeps the private key sealed and never answers it', async () => {
    const added = await addDomain(uniqueDomain());
    const stored = await t.ctx.db
      .selectFrom('sender_domains')
      .select('dkim_private_key')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(stored.dkim_private_key).toMatch(/^v1\./);
    expect(stored.dkim_private_key).not.toContain('PRIVATE KEY');

    const answers = [
      await owner.browser.call(routes.get, { params: { id: added.id } }),
      await owner.browser.call(routes.list, {}),
      await verify(added.id),
    ];
    for (const answer of answers) {
      expect(answer.text).not.toContain('PRIVATE KEY');
      expect(answer.text).not.toContain(stored.dkim_private_key.slice(3, 40));
    }
  });

  it('keeps an international domain in its ASCII form, and one domain however its case is written', async () => {
    const label = `bücher-${randomBytes(3).toString('hex')}`;
    const added = await addDomain(`${label.toUpperCase()}.Example`);
    expect(added.domain).toMatch(/^xn--.*\.example$/);

    const again = await owner.browser.call(routes.add, { body: { domain: ` ${label}.EXAMPLE. ` } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(SenderDomainMessages.taken);
    const { data } = (await owner.browser.call(routes.list, {})).data;
    expect(data.map((item) => item.domain)).toEqual([added.domain]);
  });

  it.each([
    '',
    'not a domain',
    'localhost',
    'news@example.com',
    'https://example.com/x',
    '10.0.0.1',
    'a\u0000b.com',
  ])('refuses %j with a clear message and saves nothing', async (domain) => {
    const answer = await owner.browser.call(routes.add, { body: { domain } });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(domain.includes('\u0000') ? 'domain' : SenderDomainMessages.invalid);
    expect((await owner.browser.call(routes.list, {})).data.data).toEqual([]);
  });

  it("suggests the domains of the account's sender addresses that are not added yet", async () => {
    const domain = uniqueDomain();
    await owner.browser.call(senderRoutes.email.add, { body: { email: `news@${domain}`, name: 'News' } });
    expect((await owner.browser.call(routes.list, {})).data.suggestions).toEqual([domain]);

    await addDomain(domain.toUpperCase());
    expect((await owner.browser.call(routes.list, {})).data.suggestions).toEqual([]);
  });
});

describe('verifying a sending domain', () => {
  it('finds nothing for a domain with no records, and says so for each', async () => {
    const added = await addDomain(uniqueDomain());
    const answer = await verify(added.id);
    expect(answer.status).toBe(200);
    expect(answer.data.status).toBe('notVerified');
    expect(answer.data.checkedOn).not.toBeNull();
    for (const item of answer.data.records) {
      expect(item.status).toBe('notFound');
      expect(item.found).toBe(`No ${item.type} record was found at ${item.host}.`);
    }
  });

  it('verifies the domain once every record is published as shown (a long key split in strings)', async () => {
    const added = await addDomain(uniqueDomain());
    publish(added);
    // A domain's other TXT records do not get in the way.
    dns.setTxt(added.domain, ['google-site-verification=abc', record(added, 'spf').value]);

    const answer = await verify(added.id);
    expect(answer.data.records.map((item) => item.status)).toEqual([
      'verified',
      'verified',
      'verified',
      'verified',
    ]);
    expect(answer.data.status).toBe('verified');
    expect((await owner.browser.call(routes.list, {})).data.data).toEqual([
      expect.objectContaining({ id: added.id, status: 'verified' }),
    ]);
  });

  it('tells a wrong value from a missing one, saying what was found', async () => {
    const added = await addDomain(uniqueDomain());
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'der' })
      .toString('base64');
    dns.setTxt(record(added, 'dkim').host, [`v=DKIM1; k=rsa; p=${otherKey}`]);
    dns.setTxt(added.domain, ['v=spf1 include:_spf.google.com ~all']);
    dns.setCname(record(added, 'returnPath').host, 'elsewhere.example.net');

    const { data } = await verify(added.id);
    expect(data.status).toBe('notVerified');
    expect(record(data, 'dkim')).toMatchObject({ status: 'wrongValue' });
    expect(record(data, 'dkim').found).toContain('another key');
    expect(record(data, 'spf')).toMatchObject({
      status: 'wrongValue',
      found: `Found "v=spf1 include:_spf.google.com ~all", which does not include ${SPF_INCLUDE}. Add include:${SPF_INCLUDE} to it.`,
    });
    expect(record(data, 'dmarc').status).toBe('notFound');
    expect(record(data, 'returnPath')).toMatchObject({
      status: 'wrongValue',
      found: `Points to elsewhere.example.net instead of ${RETURN_PATH_HOST}.`,
    });
  });

  it('says so when the DNS server fails, and keeps the last check as it was', async () => {
    const added = await addDomain(uniqueDomain());
    publish(added);
    expect((await verify(added.id)).data.status).toBe('verified');

    dns.setMode('servfail');
    const failed = await verify(added.id);
    expect(failed.status).toBe(503);
    expect(failed.error.message).toBe(SenderDomainMessages.dnsFailed);

    dns.setMode('answer');
    dns.clear();
    const kept = (await owner.browser.call(routes.get, { params: { id: added.id } })).data;
    expect(kept.status).toBe('verified');
  });

  it('gives up on a DNS server that never answers, with a clear message', async () => {
    const added = await addDomain(uniqueDomain());
    dns.setMode('silent');
    const answer = await verify(added.id);
    expect(answer.status).toBe(503);
    expect(answer.error.message).toBe(SenderDomainMessages.dnsTimeout);
    expect((await owner.browser.call(routes.get, { params: { id: added.id } })).data.status).toBe(
      'notChecked',
    );
  });
});

describe('deleting a sending domain (spec 3 §4)', () => {
  /** A sender at the domain and its campaigns: a draft, a sent one and a triggered (journey) one. */
  const seedCampaigns = async (domain: string) => {
    const sender = await owner.browser.call(senderRoutes.email.add, {
      body: { email: `news@${domain}`, name: 'News' },
    });
    const insert = (name: string, type: 'bulk' | 'TRIGGERED', sent: boolean) =>
      t.ctx.db
        .insertInto('campaigns')
        .values({
          account_id: owner.accountId,
          name,
          campaign_type: type,
          status: sent ? 'sent' : 'draft',
          sender_id: sender.data.id,
          sent_at: sent ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await Promise.all([
      insert('Draft', 'bulk', false),
      insert('Sent', 'bulk', true),
      insert('Welcome', 'TRIGGERED', true),
    ]);
  };
  const statuses = async () =>
    Object.fromEntries(
      (
        await t.ctx.db
          .selectFrom('campaigns')
          .select(['name', 'status'])
          .where('account_id', '=', owner.accountId)
          .execute()
      ).map((row) => [row.name, row.status]),
    );

  it.each([
    ['nothing', SenderDomainMessages.deleted, { Draft: 'draft', Sent: 'sent', Welcome: 'sent' }, [0, 0]],
    [
      'campaigns',
      SenderDomainMessages.campaignsCancelled,
      { Draft: 'cancelled', Sent: 'sent', Welcome: 'sent' },
      [1, 0],
    ],
    [
      'campaignsAndJourneys',
      SenderDomainMessages.campaignsAndJourneysCancelled,
      { Draft: 'cancelled', Sent: 'sent', Welcome: 'cancelled' },
      [1, 1],
    ],
  ] as const)('cancelling %s says %j', async (cancel, message, after, [campaigns, journeys]) => {
    const domain = uniqueDomain();
    const added = await addDomain(domain);
    await seedCampaigns(domain);

    const answer = await owner.browser.call(routes.remove, { params: { id: added.id }, body: { cancel } });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ message, campaignsCancelled: campaigns, journeysCancelled: journeys });
    expect(await statuses()).toEqual(after);
    expect((await owner.browser.call(routes.get, { params: { id: added.id } })).status).toBe(404);
  });
});

describe('limited members', () => {
  it('see the domains but may not add or delete one, or see its records', async () => {
    const added = await addDomain(uniqueDomain());
    const limited = await signInNewMember(t, owner.accountId, { limitedAccess: true });

    expect((await limited.call(routes.list, {})).data.data).toEqual([
      expect.objectContaining({ id: added.id }),
    ]);
    for (const answer of [
      await limited.call(routes.get, { params: { id: added.id } }),
      await limited.call(routes.add, { body: { domain: uniqueDomain() } }),
      await limited.call(routes.verify, { params: { id: added.id } }),
      await limited.call(routes.remove, { params: { id: added.id }, body: { cancel: 'nothing' } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain('DKIM1');
    }
    expect((await owner.browser.call(routes.list, {})).data.data).toHaveLength(1);
  });
});

describe('other accounts', () => {
  it("answers 404 to a member of another account, checking none of the domain's records", async () => {
    const added = await addDomain(uniqueDomain());
    const other = await signUpUser(t.app);
    publish(added);
    const answers = [
      await other.browser.call(routes.get, { params: { id: added.id } }),
      await other.browser.call(routes.verify, { params: { id: added.id } }),
      await other.browser.call(routes.remove, { params: { id: added.id }, body: { cancel: 'nothing' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect((await owner.browser.call(routes.get, { params: { id: added.id } })).data.status).toBe(
      'notChecked',
    );
  });
});

describe("mailing a domain's settings (spec 3 §7)", () => {
  it('mails every record to the address given, and nothing secret', async () => {
    const added = await addDomain(uniqueDomain());
    const to = `dns.${randomBytes(4).toString('hex')}@example.com`;
    const answer = await owner.browser.call(routes.sendSettings, {
      params: { id: added.id },
      body: { email: to.toUpperCase() },
    });
    expect(answer.status).toBe(200);

    const mail = await waitForMail(t.ctx.db, to, `DNS records to add for ${added.domain}`);
    for (const record of added.records) {
      expect(mail.text).toContain(record.host);
      expect(mail.text).toContain(record.value);
    }
    expect(mail.text).not.toContain('PRIVATE KEY');
  });

  it("refuses an address that is not one with the spec's words", async () => {
    const added = await addDomain(uniqueDomain());
    const answer = await owner.browser.call(routes.sendSettings, {
      params: { id: added.id },
      body: { email: 'not an address' },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(SenderDomainMessages.checkEmail);
  });
});
