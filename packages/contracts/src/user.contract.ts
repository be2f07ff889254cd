import { z } from 'zod';
import { defineRoute, Ok } from './route';

/** Every feature flag the spec names; all on by default for what Sendwell builds. */
export const FEATURE_FLAGS = [
  'archiveContacts',
  'campaignPerformanceModal',
  'growthEngagementModal',
  'emailBlockedStatusAttribute',
  'engagementMetrics',
  'segmentTypeChoice',
  'webFormSegmentation',
  'shopifyV2Cards',
  'newArchiveDialog',
  'generatedAiMessage',
  'templateFolders',
  'aiTemplateCreation',
  'remixTemplate',
  'userNotifications',
  'newSubmissionsAndPreview',
  'templateDashboardV2',
  'revampedGallery',
  'simpleForms',
  'createdByFilter',
  'shopifyPlanDowngrade',
] as const;
export const FeatureFlag = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof FeatureFlag>;
export const FeatureFlags = z.record(FeatureFlag, z.boolean());
export type FeatureFlags = z.infer<typeof FeatureFlags>;

export const AccountSettings = z.object({
  timezone: z.string().min(1).max(64),
  contactSegmentation: z.object({ disableDynamic: z.boolean(), disableStatic: z.boolean() }),
  templateSettings: z.object({ disableShareTemplate: z.boolean() }),
  campaignSettings: z.object({ disableUploadTemplate: z.boolean() }),
  clientEventsPerMonth: z.number().int().min(0),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/** Stored on each membership; limited access is a separate flag that narrows any of them. */
export const MemberRole = z.enum(['primaryOwner', 'admin', 'member']);
export type MemberRole = z.infer<typeof MemberRole>;

export const ConnectedAccount = z.object({
  memberId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  email: z.string(),
  role: MemberRole,
  isCurrent: z.boolean(),
});
export type ConnectedAccount = z.infer<typeof ConnectedAccount>;

export const UserInfo = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  accountId: z.string(),
  accountName: z.string(),
  role: MemberRole,
  planName: z.string(),
  trialDueDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  contactsAllocated: z.number().int(),
  limitedAccess: z.boolean(),
  templateFolders: z.array(z.string()),
  accountAdminSettings: AccountSettings,
  flags: FeatureFlags,
  connectedAccounts: z.array(ConnectedAccount),
  /** Set once the trial or the subscription has ended: the app shows its lock screen instead of the pages. */
  planLock: z
    .object({
      reason: z.enum(['trialEnded', 'subscriptionEnded']),
      /** A plan bought on Whop is renewed there, so its lock screen sends the user to Whop (spec 2 §2.4). */
      isWhopPlan: z.boolean(),
      lockedAt: z.string(),
    })
    .nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const SwitchAccountRequest = z.object({ accountId: z.string().uuid() });
export type SwitchAccountRequest = z.infer<typeof SwitchAccountRequest>;

const tags = ['user'] as const;

export const userRoutes = {
  getUser: defineRoute({
    method: 'GET', path: '/api/user', access: 'account', tags, summary: 'The signed-in user, the current account, its plan, settings and flags',
    response: UserInfo, servesLockedAccount: true,
  }),
  switchAccount: defineRoute({
    method: 'POST', path: '/api/user/switch-account', access: 'user', tags, summary: 'Make another of the user\'s accounts the current one',
    body: SwitchAccountRequest, response: Ok,
  }),
};
