import {
  AuthMessages,
  authRoutes,
  buildPath,
  type AnyRoute,
  type ApiError,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@sendwell/contracts';
import { readCookie } from './cookies';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A failed call; `message` is the text to show the user. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const isApiRequestError = (error: unknown, status?: number): error is ApiRequestError =>
  error instanceof ApiRequestError && (status === undefined || error.status === status);

/** Message for any error a call can throw, including ones that never reached the server. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiRequestError ? error.message : AuthMessages.somethingWentWrong;

// A part is optional when the route has none or when every field in it is optional.
type Part<Name extends string, Value> = undefined extends Value
  ? { [K in Name]?: Value }
  : Partial<Value> extends Value
    ? { [K in Name]?: Value }
    : { [K in Name]: Value };

export type CallOptions<R> = Part<'params', RouteParams<R>> &
  Part<'query', RouteQuery<R>> &
  Part<'body', RouteBody<R>> & { signal?: AbortSignal };

type CallArgs<R> =
  Partial<CallOptions<R>> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

interface LooseOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.entries(value) : [];

const toPathParams = (params: unknown): Record<string, string | number> => {
  const result: Record<string, string | number> = {};
  for (const [key, value] of entriesOf(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[key] = value;
  }
  return result;
};

const toSearch = (query: unknown): string => {
  const search = new URLSearchParams();
  for (const [key, value] of entriesOf(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const urlFor = (route: AnyRoute, options: LooseOptions): string =>
  buildPath(route.path, toPathParams(options.params)) + toSearch(options.query);

/** The body of an answer as JSON, or undefined when it is empty or not JSON. */
export const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
};

const readJson = async (response: Response): Promise<unknown> => parseJson(await response.text());

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `error` of an answer shaped as the contracts' ApiError, checked by hand: this runs on every page,
 * and the production build ships no zod where no page needs it (vite-plugins/route-metadata-only.ts).
 */
const apiErrorBodyOf = (body: unknown): ApiError['error'] | undefined => {
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string')
    return undefined;
  const { fields } = error;
  if (fields === undefined) return { code: error.code, message: error.message };
  if (!isRecord(fields) || !Object.values(fields).every((text) => typeof text === 'string')) return undefined;
  return { code: error.code, message: error.message, fields: fields as Record<string, string> };
};

/** The error a failed answer carries, or 'Something went wrong' when it carries none. */
export const apiErrorOf = (status: number, text: string): ApiRequestError => {
  const error = apiErrorBodyOf(parseJson(text));
  if (!error) return new ApiRequestError(status, `HTTP_${status}`, AuthMessages.somethingWentWrong);
  return new ApiRequestError(status, error.code, error.message, error.fields);
};

/**
 * A successful answer's body, checked against the route's response schema where the route still has it:
 * in development and in tests. The production build drops the schemas from the routes
 * (vite-plugins/route-metadata-only.ts); the server has checked the answer against the same schema before
 * sending it.
 */
export const answerOf = (route: AnyRoute, status: number, body: unknown): unknown => {
  const schema: AnyRoute['response'] | undefined = route.response;
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // The user only sees the generic message; whoever debugs needs to know which field broke the contract.
    console.error(`${route.method} ${route.path} answered outside its contract`, parsed.error.issues);
    throw new ApiRequestError(status, 'INVALID_RESPONSE', AuthMessages.somethingWentWrong);
  }
  return parsed.data;
};

const errorFrom = async (response: Response): Promise<ApiRequestError> =>
  apiErrorOf(response.status, await response.text());

/** The CSRF token for a write, fetched first when the cookie is missing. */
export const csrfToken = async (): Promise<string | undefined> => {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  // The cookie can be missing (cleared, or the page came from a cache); any server answer sets it.
  await fetch(authRoutes.health.path, { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(CSRF_COOKIE);
};

/**
 * Calls one contract route: fills its path, builds its query string, sends its body as JSON with the CSRF
 * header (fetching the cookie first when a write finds none), and checks the answer against the route's
 * response schema where the build keeps it (answerOf).
 * Throws ApiRequestError for any failure.
 */
export function callApi<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>>;
export async function callApi(route: AnyRoute, options: LooseOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  // An empty body declared as JSON is rejected by the server, so the type is only sent with a body.
  if (hasBody) headers['Content-Type'] = 'application/json';
  // Some GETs start work (e.g. an export) and are checked like writes, so the token goes on every call.
  const csrf = STATE_CHANGING.has(route.method) ? await csrfToken() : readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;

  let response: Response;
  try {
    response = await fetch(urlFor(route, options), {
      method: route.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', AuthMessages.somethingWentWrong);
  }

  if (!response.ok) throw await errorFrom(response);
  return answerOf(route, response.status, await readJson(response));
}
