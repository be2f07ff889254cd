import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WebhookMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { constantTimeEqual } from '../../platform/constant-time';
import { UnauthorizedError } from '../../platform/errors';
import type { WebhookAuth } from '../../platform/http';
import { rawBodyOf } from '../../platform/raw-body';
import { storeConnectionByToken } from './store-integration.repository';

export const STORE_SIGNATURE_HEADER = 'x-shopify-hmac-sha256';

const TokenParams = z.object({ token: z.string().min(1).max(100) });

/** The base64 HMAC-SHA256 of the body with the shared secret, as the store platform signs. */
export const signStoreBody = (secret: string, body: Buffer | string): string => createHmac('sha256', secret).update(body).digest('base64');

/** Whether a base64 signature header equals the expected one, in constant time. */
export const sameSignature = (given: string, expected: string): boolean =>
  constantTimeEqual(Buffer.from(given, 'base64'), Buffer.from(expected, 'base64'));

/**
 * Proves a store webhook: the address names a live connection, and the signature header is the HMAC of
 * the body's exact bytes with that connection's shared secret. Anything else answers 401 before the body
 * is looked at, so nothing is written.
 */
export const storeWebhookVerifier =
  (db: Db) =>
  async (request: FastifyRequest): Promise<WebhookAuth> => {
    const params = TokenParams.safeParse(request.params);
    const connection = params.success ? await storeConnectionByToken(db, params.data.token) : undefined;
    if (!connection) throw new UnauthorizedError(WebhookMessages.unknownWebhook);
    const signature = request.headers[STORE_SIGNATURE_HEADER];
    const body = rawBodyOf(request);
    if (typeof signature !== 'string' || !body || !sameSignature(signature.trim(), signStoreBody(connection.sharedSecret, body))) {
      throw new UnauthorizedError(WebhookMessages.badSignature);
    }
    return { accountId: connection.accountId, sourceId: connection.id };
  };
