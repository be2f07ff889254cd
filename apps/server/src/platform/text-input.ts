import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const UNSAFE_TEXT = 'must not contain a NUL character or unpaired surrogate';

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

/**
 * Refuses a request whose path parameters, query or body hold text Postgres could not store, before any
 * handler sees it. Fields are named as validation names them: without saying which part they came from.
 */
export const rejectUnsafeText = async (request: FastifyRequest): Promise<void> => {
  for (const part of [request.params, request.query, request.body]) assertSafeText(part);
};
