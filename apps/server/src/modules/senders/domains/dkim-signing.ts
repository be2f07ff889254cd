import { domainOfEmail, senderDomainStatus } from '@sendwell/domain';
import type { AppContext } from '../../../platform/context';
import type { MailSigning } from '../../../platform/mail';
import { dkimKeyBox } from './dkim-keys';
import { recordsOf } from './sender-domain-record';
import { findSigningRow } from './sender-domains.repository';

/**
 * How mail from an account's address is signed on its way out through our own delivery: with the DKIM key of
 * the address's domain once that domain is verified, and with its return path when one is configured. Mail
 * from a domain not added, or not verified, goes unsigned. The key is opened only here, in the worker.
 */
export const dkimSigningFor =
  (ctx: AppContext): MailSigning =>
  async (accountId, fromAddress) => {
    const domain = domainOfEmail(fromAddress);
    if (domain === undefined) return undefined;
    const row = await findSigningRow(ctx.db, accountId, domain);
    if (!row) return undefined;
    const records = recordsOf(row, ctx.config.sendingDomains);
    if (senderDomainStatus(records.map((record) => record.status)) !== 'verified') return undefined;
    let privateKey: string;
    try {
      privateKey = dkimKeyBox(ctx.config.secretKey).open(row.sealedPrivateKey, accountId);
    } catch {
      // Sealed under an earlier secret key: the mail still goes, unsigned, and the domain needs a new key.
      ctx.log.warn(
        `The DKIM key of ${domain} no longer opens with the secret key; mail from it goes unsigned`,
      );
      return undefined;
    }
    const returnPath = records.find((record) => record.kind === 'returnPath');
    return {
      dkim: { domainName: domain, keySelector: row.selector, privateKey },
      ...(returnPath ? { envelopeFrom: `bounce@${returnPath.host}` } : {}),
    };
  };
