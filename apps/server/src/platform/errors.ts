import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AuthMessages, LockMessages, RoleMessages, type ApiError, type RoleRefusal } from '@sendwell/contracts';
// reply.sendFile below comes from @fastify/static; this brings its types wherever this file is compiled.
import type {} from '@fastify/static';

/** A failure the user is meant to read; `message` is shown as it is. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'BAD_REQUEST', message, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string = AuthMessages.signInRequired) {
    super(401, 'UNAUTHORIZED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string, code = 'FORBIDDEN') {
    super(403, code, message);
  }
}
/** A member calls what their role does not admit: limited access, or a call for admins or the primary owner only. */
export class RoleRefusedError extends ForbiddenError {
  constructor(refusal: RoleRefusal) {
    super(REFUSAL_MESSAGES[refusal], refusal);
  }
}
const REFUSAL_MESSAGES: Record<RoleRefusal, string> = {
  LIMITED_ACCESS: RoleMessages.limitedAccess,
  ADMIN_ONLY: RoleMessages.adminOnly,
  OWNER_ONLY: RoleMessages.ownerOnly,
};
/** Also used for another account's ids, so their existence is never revealed. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, code = 'RATE_LIMITED') {
    super(429, code, message);
  }
}

/** 402: the account's trial or subscription ended; it reaches billing only until it pays (spec 2 §4.5). */
export class AccountLockedError extends AppError {
  constructor(lock: { reason: 'trialEnded' | 'subscriptionEnded'; isWhopPlan: boolean }) {
    super(
      402,
      'ACCOUNT_LOCKED',
      lock.isWhopPlan
        ? LockMessages.whopSubscriptionEnded
        : lock.reason === 'trialEnded'
          ? LockMessages.trialEnded
          : LockMessages.subscriptionEnded,
    );
  }
}

/** Postgres refusing a row a unique index already holds: a race two callers lost to each other. */
export const isUniqueViolation = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === '23505';

const body = (code: string, message: string, fields?: Record<string, string>): ApiError => ({
  error: fields ? { code, message, fields } : { code, message },
});

/**
 * Postgres refusing text it cannot store: NUL or a byte sequence that is not UTF-8 (22021), a \u0000 escape in
 * jsonb (22P05), half a surrogate pair in jsonb (22P02 with a surrogate detail). Requests are checked for these
 * before any handler runs (text-input.ts, which names the field); this catches text arriving any other way.
 */
const isUnstorableText = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  if (error.code === '22021' || error.code === '22P05') return true;
  return error.code === '22P02' && 'detail' in error && typeof error.detail === 'string' && /surrogate/i.test(error.detail);
};

/** The one place that turns errors into HTTP answers. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || '_'] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(body('VALIDATION_FAILED', first, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send(body('INTERNAL', AuthMessages.somethingWentWrong));
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send(body('VALIDATION_FAILED', 'Text must not contain a NUL character or unpaired surrogate'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED', AuthMessages.tooManyAttempts));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', AuthMessages.somethingWentWrong));
  });
};

/** An unknown path: the web app's page for a browser navigation when one is served, else a JSON 404. */
export const registerNotFound = (app: FastifyInstance, servesWebApp: boolean): void => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A page address gets the app; a missing file (an asset from an older build) gets a 404, not HTML.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (servesWebApp && request.method === 'GET' && !path.startsWith('/api/') && !looksLikeFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
};
