import { z } from 'zod';
import { Timezone } from './auth.contract';
import { defineRoute, TEAM_ADMINS } from './route';

/** Settings → My account: the account's own name, timezone and default sender (spec 3 §2.11, §8). */

export const AccountSettingsMessages = {
  saved: 'Changes Saved',
  senderNotFound: "Please choose one of this account's senders",
} as const;

export const SenderChoice = z.object({ id: z.number(), email: z.string(), name: z.string() });
export type SenderChoice = z.infer<typeof SenderChoice>;

export const AccountDetails = z.object({
  name: z.string(),
  /** The IANA zone relative dates count in ('last 30 days' in a segment) and dates show in. */
  timezone: z.string(),
  defaultSenderId: z.number().nullable(),
  /** The senders the default may be chosen from. */
  senders: z.array(SenderChoice),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

export const UpdateAccountDetailsRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter the account name')
    .max(120, 'Account name cannot be more than 120 characters'),
  timezone: Timezone.pipe(z.string().min(1, 'Please choose a valid timezone')),
  defaultSenderId: z.number().int().positive(AccountSettingsMessages.senderNotFound).nullable(),
});
export type UpdateAccountDetailsRequest = z.infer<typeof UpdateAccountDetailsRequest>;

const tags = ['account'] as const;

export const accountSettingsRoutes = {
  getAccountDetails: defineRoute({
    method: 'GET',
    path: '/api/account',
    access: 'account',
    tags,
    summary: "The current account's name, timezone and default sender, with the senders to choose from",
    response: AccountDetails,
  }),
  updateAccountDetails: defineRoute({
    method: 'PUT',
    path: '/api/account',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary:
      'Rename the account, set its timezone (relative dates in segments count in it) and its default sender',
    body: UpdateAccountDetailsRequest,
    response: AccountDetails,
  }),
};
