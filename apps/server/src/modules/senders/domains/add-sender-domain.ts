import { SenderDomainMessages, type SenderDomainDetail } from '@sendwell/contracts';
import { toAsciiDomain } from '@sendwell/domain';
import type { AppContext } from '../../../platform/context';
import { BadRequestError, ConflictError } from '../../../platform/errors';
import { withPlanRoomFor } from '../../billing/plan-limits';
import { dkimKeyBox, generateDkimKeyPair } from './dkim-keys';
import { getSenderDomain } from './get-sender-domain';
import { insertSenderDomain, senderDomainExists } from './sender-domains.repository';

const taken = () => new ConflictError(SenderDomainMessages.taken, 'DOMAIN_TAKEN');

/** Adds the domain with a new DKIM key pair; the private key is sealed before it reaches the database. */
export const addSenderDomain = async (
  ctx: AppContext,
  accountId: string,
  input: string,
): Promise<SenderDomainDetail> => {
  const domain = toAsciiDomain(input);
  if (domain === undefined)
    throw new BadRequestError(SenderDomainMessages.invalid, { domain: SenderDomainMessages.invalid });
  if (await senderDomainExists(ctx.db, accountId, domain)) throw taken();
  const key = await generateDkimKeyPair();
  const id = await withPlanRoomFor(ctx.db, accountId, 'customDomains', ctx.now(), (trx) =>
    insertSenderDomain(trx, accountId, {
      domain,
      selector: key.selector,
      publicKey: key.publicKey,
      sealedPrivateKey: dkimKeyBox(ctx.config.secretKey).seal(key.privateKey, accountId),
    }),
  );
  if (id === undefined) throw taken();
  return getSenderDomain(ctx, accountId, id);
};
