import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from './errors';

export const UNSAFE_TEXT = 'must not contain a NUL character or unpaired surrogate';
export const NOT_UTF8 = 'must be valid UTF-8';
export const BODY_NOT_UTF8 = 'The request body is not valid UTF-8';
export const PATH_NOT_UTF8 = 'The address is not valid UTF-8';

/**
 * Postgres refuses NUL in text and jsonb, and an unpaired UTF-16 surrogate has no UTF-8 form; with the `u`
 * flag a well-formed pair is one code point, so only a lone half matches.
 */
// eslint-disable-next-line no-control-regex -- NUL is the very character looked for
const UNSAFE_CHARACTER = /[\u0000\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_CHARACTERS = /[\u0000\uD800-\uDFFF]/gu;

export const hasUnsafeText = (text: string): boolean => UNSAFE_CHARACTER.test(text);

/** The text without the characters Postgres cannot store. */
export const withoutUnsafeText = (text: string): string => text.replace(UNSAFE_CHARACTERS, '');

/** A key that is itself unsafe is named with U+FFFD in place of each bad character, so the name can be shown. */
const fieldName = (path: string, key: string): string => {
  const shown = key.replace(UNSAFE_CHARACTERS, '\uFFFD');
  return path ? `${path}.${shown}` : shown;
};

/** The dotted path of the first text (a string, or an object key) in `value` that Postgres could not store. */
export const findUnsafeText = (value: unknown, path = ''): string | undefined => {
  if (typeof value === 'string') return hasUnsafeText(value) ? path || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, fieldName(path, String(index)));
      if (found) return found;
    }
    return undefined;
  }
  // Bytes or a stream (a raw body) are read where they are used, not here.
  if (ArrayBuffer.isView(value) || 'pipe' in value) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const name = fieldName(path, key);
    if (hasUnsafeText(key)) return name;
    const found = findUnsafeText(item, name);
    if (found) return found;
  }
  return undefined;
};

/** A 400 naming the field, in the shape every validation failure has. */
export class UnsafeTextError extends AppError {
  constructor(field: string) {
    super(400, 'VALIDATION_FAILED', `${field}: ${UNSAFE_TEXT}`, { [field]: UNSAFE_TEXT });
  }
}

/** Throws for the first unsafe text among named values (form fields, a file name). */
export const assertSafeText = (values: unknown): void => {
  const field = findUnsafeText(values);
  if (field) throw new UnsafeTextError(field);
};

const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The first query parameter whose percent-encoding is not UTF-8 (`%FF`, a surrogate half as `%ED%A0%80`). The
 * query parser keeps such text as it came, so it would be read as a value nobody sent.
 */
export const findMisencodedQuery = (url: string): string | undefined => {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const key = equals < 0 ? pair : pair.slice(0, equals);
    if (!decodes(key)) return key;
    if (equals >= 0 && !decodes(pair.slice(equals + 1))) return decodeURIComponent(key);
  }
  return undefined;
};

/**
 * Refuses a request whose path parameters, query or body hold text Postgres could not store, before any
 * handler sees it. Fields are named as validation names them: without saying which part they came from.
 */
export const rejectUnsafeText = async (request: FastifyRequest): Promise<void> => {
  const misencoded = findMisencodedQuery(request.url);
  if (misencoded !== undefined) {
    const field = misencoded.replace(UNSAFE_CHARACTERS, '\uFFFD') || '_';
    throw new AppError(400, 'VALIDATION_FAILED', `${field}: ${NOT_UTF8}`, { [field]: NOT_UTF8 });
  }
  for (const part of [request.params, request.query, request.body]) assertSafeText(part);
};

/** A body's bytes as text; bytes that are not UTF-8 are refused rather than read as U+FFFD. */
export const utf8Body = (bytes: Buffer): string => {
  if (!isUtf8(bytes)) throw new BadRequestError(BODY_NOT_UTF8);
  return bytes.toString('utf8');
};

type ParserDone = (error: Error | null, body?: unknown) => void;
type JsonParser = (request: FastifyRequest, text: string, done: ParserDone) => void;

/** Fastify's own JSON parsing (with its prototype-poisoning guards), over bytes first checked to be UTF-8. */
export const parseUtf8Json = (
  parseJson: JsonParser,
  request: FastifyRequest,
  bytes: Buffer,
  done: ParserDone,
): void => {
  let text: string;
  try {
    text = utf8Body(bytes);
  } catch (error) {
    done(error instanceof Error ? error : new BadRequestError(BODY_NOT_UTF8));
    return;
  }
  parseJson(request, text, done);
};

export const useUtf8JsonBodies = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) =>
    parseUtf8Json(parseJson, request, typeof body === 'string' ? Buffer.from(body) : body, done),
  );
};

/** Routes in `scope` read a text/plain body as JSON too: Amazon SNS posts its JSON messages as text/plain. */
export const readTextBodiesAsJson = (scope: FastifyInstance): void => {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) =>
    parseUtf8Json(parseJson, request, typeof body === 'string' ? Buffer.from(body) : body, done),
  );
};

/**
 * The router's own refusals (a path whose percent-encoding is not UTF-8, an over-long parameter), which come
 * before any route and its error handler, answered in the API's error shape.
 */
export const answerRouterError = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const badPath = error.code === 'FST_ERR_BAD_URL';
  void reply
    .status(error.statusCode ?? 400)
    .send({
      error: { code: badPath ? 'BAD_URL' : error.code, message: badPath ? PATH_NOT_UTF8 : error.message },
    });
};
