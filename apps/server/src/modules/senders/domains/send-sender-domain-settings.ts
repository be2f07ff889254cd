import { DNS_RECORD_LABELS } from '@sendwell/contracts';
import type { AppContext } from '../../../platform/context';
import { emailLayout } from '../../../platform/email-layout';
import { senderDomainRowOrThrow } from './get-sender-domain';
import { recordsOf } from './sender-domain-record';

/** The records to add, mailed to whoever manages the domain's DNS; only public values, never the private key. */
export const sendSenderDomainSettings = async (
  ctx: AppContext,
  accountId: string,
  domainId: number,
  email: string,
): Promise<{ ok: true }> => {
  const row = await senderDomainRowOrThrow(ctx, accountId, domainId);
  const lines = recordsOf(row, ctx.config.sendingDomains).map(
    (record) =>
      `${DNS_RECORD_LABELS[record.kind]}: a ${record.type} record at ${record.host} with the value ${record.value}`,
  );
  const intro = `Please add these DNS records for ${row.domain}, so that mail sent from it through Sendwell is trusted by mailbox providers.`;
  const url = `${ctx.config.appUrl}/app/settings/sendersettings`;
  await ctx.mailer.send({
    to: email,
    subject: `DNS records to add for ${row.domain}`,
    html: emailLayout(`DNS records for ${row.domain}`, [intro, ...lines], {
      label: 'Open sender settings',
      url,
    }),
    text: [intro, '', ...lines, '', `Check them in Sendwell: ${url}`].join('\n'),
  });
  return { ok: true };
};
