import { generateKeyPairSync } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer, type SmtpPeer } from '../../../test/smtp-server';
import { pooledSmtp } from './campaign-delivery';

let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DOMAIN = 'shop.example';
const SELECTOR = 'sw1';
const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

const message = (to: string, messageId: string) => ({
  to,
  subject: 'Zoë, the autumn sale — 20 % off',
  html: `<p>Hi Zoë,</p>\n<p>${'Everything must go. '.repeat(20)}</p><a href="https://app.test/api/t/c/abc">Shop</a>`,
  text: `Hi Zoë,\n\n${'Everything must go. '.repeat(20)}\nShop (https://app.test/api/t/c/abc)`,
  headers: {
    'List-Unsubscribe': '<https://app.test/api/t/u/token>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  messageId,
  contactId: 1,
});

it('hands the SMTP server a raw message it reads whole, DKIM-signed so the signature verifies, with the bounce address as envelope sender', async () => {
  const delivery = pooledSmtp(
    smtp.url,
    { maxConnections: 2, maxMessages: 100 },
    { address: `news@${DOMAIN}`, name: 'Shop News' },
    {
      dkim: {
        domainName: DOMAIN,
        keySelector: SELECTOR,
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
      envelopeFrom: `bounce@bounces.${DOMAIN}`,
    },
    String,
  );
  try {
    await Promise.all([
      delivery.deliver(message('first@inbox.example', 'c9.1')),
      delivery.deliver(message('second@inbox.example', 'c9.2')),
    ]);
  } finally {
    delivery.close();
  }
  const mails = await Promise.all([
    smtp.waitFor('first@inbox.example'),
    smtp.waitFor('second@inbox.example'),
  ]);
  const ids = new Set<string>();
  for (const [index, mail] of mails.entries()) {
    expect(mail.from).toBe(`bounce@bounces.${DOMAIN}`);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('Zoë, the autumn sale — 20 % off');
    expect(parsed.messageId).toBe(`<c9.${index + 1}@${DOMAIN}>`);
    ids.add(parsed.messageId!);
    expect(parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://app.test/api/t/u/token>',
    );
    expect(parsed.text).toContain('Shop (https://app.test/api/t/c/abc)');
    expect(parsed.html).toContain('<a href="https://app.test/api/t/c/abc">Shop</a>');
    const verified = await dkimVerify(mail.raw, {
      resolver: (name: string) =>
        Promise.resolve(name === `${SELECTOR}._domainkey.${DOMAIN}` ? [[dkimRecord]] : []) as Promise<
          string[][]
        >,
    });
    expect(verified.results).toEqual([
      expect.objectContaining({ signingDomain: DOMAIN, status: expect.objectContaining({ result: 'pass' }) }),
    ]);
  }
  expect(ids.size).toBe(2);
});
