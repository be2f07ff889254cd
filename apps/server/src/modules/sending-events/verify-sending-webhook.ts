import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WebhookMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { UnauthorizedError } from '../../platform/errors';
import type { WebhookAuth } from '../../platform/http';
import { hashToken } from '../auth/tokens';
import { senderWebhookByTokenHash } from './sending-events.repository';

const TokenParams = z.object({ token: z.string().min(1).max(100) });

/** Proves a sending provider's call by the secret token in its address: only the hash of a live token matches. */
export const sendingWebhookVerifier =
  (db: Db) =>
  async (request: FastifyRequest): Promise<WebhookAuth> => {
    const params = TokenParams.safeParse(request.params);
    const webhook = params.success ? await senderWebhookByTokenHash(db, hashToken(params.data.token)) : undefined;
    if (!webhook) throw new UnauthorizedError(WebhookMessages.unknownWebhook);
    return { accountId: webhook.accountId, sourceId: webhook.senderId };
  };
