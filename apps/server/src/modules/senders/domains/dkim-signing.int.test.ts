import { randomBytes, randomUUID } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderDomainRoutes, senderRoutes } from '@sendwell/contracts';
import { startDnsServer, type DnsServer } from '../../../../test/dns-server';
import { useOwner, useTestApp } from '../../../../test/integration-setup';
import { startSmtpServer, type SmtpPeer } from '../../../../test/smtp-server';
import { createSmtpTransport } from '../../../platform/mail';
import { senderTransportOf } from '../senders';

const RETURN_PATH_HOST = 'bounces.mail.sendwell.test';

let dns: DnsServer;
let smtp: SmtpPeer;
beforeAll(async () => {
  dns = await startDnsServer();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await Promise.all([dns?.close(), smtp?.close()]);
});

// Mail goes out as in production: through the send-email job to a real SMTP server.
const t = useTestApp(() => ({
  transport: createSmtpTransport(smtp.url, 'Sendwell <no-reply@sendwell.local>'),
  env: { DNS_SERVERS: dns.address, RETURN_PATH_HOST },
}));
const owner = useOwner(t);

/** A sender of Sendwell's own kind at `domain`, and a message sent through it to a new recipient. */
const sendFrom = async (domain: string): Promise<{ raw: string; from: string | undefined }> => {
  const added = await owner.browser.call(senderRoutes.email.add, {
    body: { email: `news@${domain}`, name: 'Shop News' },
  });
  expect(added.status).toBe(201);
  const transport = await senderTransportOf(t.ctx, owner.accountId, added.data.id);
  const to = `reader.${randomBytes(4).toString('hex')}@example.net`;
  await transport?.deliver(randomUUID(), { to, subject: 'Autumn sale', html: '<p>Hello</p>', text: 'Hello' });
  const mail = await smtp.waitFor(to);
  return { raw: mail.raw, from: mail.from };
};

/** A DKIM verifier that reads keys from the same DNS server the app checked the domain against. */
const verifyDkim = (raw: string) => {
  const resolver = new Resolver();
  resolver.setServers([dns.address]);
  return dkimVerify(raw, { resolver: (name, type) => resolver.resolve(name, type) as Promise<string[][]> });
};

describe("mail sent through Sendwell's own delivery", () => {
  it("is DKIM-signed with a verified domain's key, the signature verifies, and bounces go to its return path", async () => {
    const domain = `shop-${randomBytes(4).toString('hex')}.example`;
    const added = (await owner.browser.call(senderDomainRoutes.add, { body: { domain } })).data;
    for (const record of added.records)
      if (record.type === 'TXT') dns.setTxt(record.host, [record.value]);
      else dns.setCname(record.host, record.value);
    expect(
      (await owner.browser.call(senderDomainRoutes.verify, { params: { id: added.id } })).data.status,
    ).toBe('verified');

    const mail = await sendFrom(domain);

    expect(mail.raw).toMatch(new RegExp(`^From: Shop News <news@${domain.replace('.', '\\.')}>`, 'm'));
    expect(mail.raw).toMatch(new RegExp(`^DKIM-Signature: [^]*?d=${domain.replace('.', '\\.')};`, 'm'));
    expect(mail.raw).toContain(`s=${added.selector};`);
    expect(mail.from).toBe(`bounce@bounces.${domain}`);
    const result = await verifyDkim(mail.raw);
    expect(result.results).toEqual([
      expect.objectContaining({
        signingDomain: domain,
        selector: added.selector,
        status: expect.objectContaining({ result: 'pass', aligned: domain }),
      }),
    ]);
  });

  it('goes unsigned from a domain that is added but not verified', async () => {
    const domain = `draft-${randomBytes(4).toString('hex')}.example`;
    await owner.browser.call(senderDomainRoutes.add, { body: { domain } });

    const mail = await sendFrom(domain);

    expect(mail.raw).toMatch(new RegExp(`^From: Shop News <news@${domain.replace('.', '\\.')}>`, 'm'));
    expect(mail.raw).not.toMatch(/^DKIM-Signature:/m);
    expect(mail.from).toBe(`news@${domain}`);
  });
});
