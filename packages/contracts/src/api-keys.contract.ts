import { z } from 'zod';
import { defineRoute, FULL_ACCESS } from './route';

/** Settings → API keys (spec 3 §2.11, §4, §7, §8). */

export const ApiKeyMessages = {
  /** Spec §8: the fallback title of a failed revoke, with `keepYouUpdated` under it. */
  somethingWentWrong: 'Something went wrong',
  keepYouUpdated: 'We will keep you updated',
  notFound: 'API key not found',
  revoked: 'API key revoked',
  created: 'API key created',
  copyOnce: "Copy this key now. For your security it won't be shown again.",
  copied: 'API key copied',
  nameRequired: 'Please enter a name for this key',
  limitedAccess: 'Your access to this account is limited, so you cannot create or revoke API keys. Ask a member with full access.',
} as const;

export const API_KEY_NAME_MAX_LENGTH = 100;

export const ApiKeyId = z.coerce.number().int().positive();

/** One key as the list shows it: `apiKey` is a prefix to recognise it by, and blank once revoked. */
export const ApiKeyRecord = z.object({
  keyId: z.number(),
  name: z.string(),
  apiKey: z.string(),
  createdOn: z.string(),
  lastUsedOn: z.string().nullable(),
  revokedOn: z.string().nullable(),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRecord>;

export const CreateApiKeyRequest = z.object({
  name: z.string().trim().max(API_KEY_NAME_MAX_LENGTH, `Name cannot be more than ${API_KEY_NAME_MAX_LENGTH} characters`).default(''),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

export const RevokeApiKeyRequest = z.object({ keyId: ApiKeyId });
export type RevokeApiKeyRequest = z.infer<typeof RevokeApiKeyRequest>;

const tags = ['api keys'] as const;

export const apiKeyRoutes = {
  create: defineRoute({
    method: 'POST', path: '/api/auth/v0/api-key/create', access: 'account', roles: FULL_ACCESS, tags,
    summary: 'Create an API key; the answer holds the whole key, the only time it is ever shown',
    body: CreateApiKeyRequest, response: ApiKeyRecord, status: 201,
  }),
  getAll: defineRoute({
    method: 'GET', path: '/api/auth/v0/api-key/getAll', access: 'account', tags,
    summary: "The account's API keys, oldest first, each shown by its prefix (blank once revoked)",
    response: z.object({ data: z.array(ApiKeyRecord) }),
  }),
  revoke: defineRoute({
    method: 'POST', path: '/api/auth/v0/api-key/revoke', access: 'account', roles: FULL_ACCESS, tags,
    summary: 'Revoke an API key: calls made with it are refused from this moment',
    body: RevokeApiKeyRequest, response: z.object({ keyId: z.number() }),
  }),
};
