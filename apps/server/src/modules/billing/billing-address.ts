import { BillingMessages } from '@sendwell/contracts';
import { billingAddressErrors, normaliseBillingAddress, type BillingAddress } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError, ForbiddenError } from '../../platform/errors';
import type { AccountAuth } from '../../platform/http';
import { findBillingAddress, upsertBillingAddress } from './billing-account.repository';

/** GET /api/billing/address. */
export const getBillingAddress = async (db: AppContext['db'], accountId: string) => ({
  address: await findBillingAddress(db, accountId),
});

/**
 * POST /api/billing/address (spec 2 §5.4): the primary owner of a verified account saves the address the
 * payment modal asks for first. The rules are the web form's: every field but line 2 and the GSTIN, a phone
 * longer than 8 characters, a valid e-mail, and the GSTIN only for India, in capitals, and only when valid.
 */
export const updateBillingAddress = async (
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  auth: AccountAuth,
  body: BillingAddress,
): Promise<{ address: BillingAddress }> => {
  if (!auth.isVerified) throw new ForbiddenError(BillingMessages.unverified, 'EMAIL_NOT_VERIFIED');
  const errors = billingAddressErrors(body);
  const first = Object.values(errors)[0];
  if (first) throw new BadRequestError(first, errors as Record<string, string>);
  const address = normaliseBillingAddress(body);
  await upsertBillingAddress(db, auth.accountId, address, { userId: auth.userId, at: now() });
  return { address };
};
