import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH, PublicApiMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { AppError, BadRequestError } from '../../platform/errors';
import { claimIdempotencyKey, findIdempotentAnswer, purgeExpiredIdempotencyKeys, saveIdempotentAnswer } from './idempotency.repository';

/** What a public API write did: its answer, and the contacts whose data changed (for dynamic segments). */
export interface Outcome<T> {
  answer: T;
  changedContactIds: readonly number[];
}

export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, 'IDEMPOTENCY_KEY_REUSED', PublicApiMessages.idempotencyKeyReused);
  }
}

const KEY_SHAPE = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);
/** Expired keys of an account are cleared now and then, on a small share of new keys. */
const PURGE_SHARE = 0.01;

const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = typeof header === 'string' ? header.trim() : '';
  if (!KEY_SHAPE.test(key)) throw new BadRequestError(PublicApiMessages.idempotencyKeyInvalid);
  return key;
};

/** The same key sent with another call (path or body) is a mistake worth reporting, not a retry. */
const fingerprintOf = (request: FastifyRequest): string =>
  createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('base64url');

/**
 * Runs a public API write in one transaction. With an Idempotency-Key header, the answer is stored in that
 * same transaction, so a retry within 24 hours (even one sent while the first is still running: it waits)
 * answers the stored answer and changes nothing; a failed call stores nothing and can be retried.
 */
export const runWrite = async <S extends z.ZodType>(
  db: Db,
  call: { accountId: string; request: FastifyRequest; reply: FastifyReply; response: S },
  run: (trx: Db) => Promise<Outcome<z.infer<S>>>,
): Promise<Outcome<z.infer<S>>> => {
  const key = idempotencyKeyOf(call.request);
  if (key === undefined) return db.transaction().execute(run);
  const fingerprint = fingerprintOf(call.request);
  const result = await db.transaction().execute(async (trx): Promise<{ replayed: unknown } | { outcome: Outcome<z.infer<S>> }> => {
    if (!(await claimIdempotencyKey(trx, call.accountId, key, fingerprint))) {
      const stored = await findIdempotentAnswer(trx, call.accountId, key);
      if (stored.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
      return { replayed: stored.response };
    }
    if (Math.random() < PURGE_SHARE) await purgeExpiredIdempotencyKeys(trx, call.accountId);
    const outcome = await run(trx);
    await saveIdempotentAnswer(trx, call.accountId, key, call.reply.statusCode, outcome.answer);
    return { outcome };
  });
  if ('outcome' in result) return result.outcome;
  call.reply.header('idempotent-replayed', 'true');
  return { answer: call.response.parse(result.replayed), changedContactIds: [] };
};
