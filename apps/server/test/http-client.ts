import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import {
  ApiError,
  authRoutes,
  buildPath,
  type AnyRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@sendwell/contracts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../src/platform/http';
import { settleChanges } from './settle-changes';

/** How a call treats the CSRF header: echo the cookie (default), leave it out, or send this value. */
export type CsrfMode = 'send' | 'omit' | { value: string };

interface CallExtras {
  csrf?: CsrfMode;
  headers?: Record<string, string>;
}

type CallInput<R extends AnyRoute> = (RouteParams<R> extends undefined ? { params?: undefined } : { params: RouteParams<R> }) &
  (RouteQuery<R> extends undefined ? { query?: undefined } : { query?: RouteQuery<R> }) &
  (RouteBody<R> extends undefined ? { body?: undefined } : { body: RouteBody<R> }) &
  CallExtras;

export interface RawRequest extends CallExtras {
  method: HTTPMethods;
  url: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** One answer: `data` for a success (typed from the contract), `error` for a failure in the API's error shape. */
export class ApiResponse<T> {
  constructor(private readonly response: LightMyRequestResponse) {}

  get status(): number {
    return this.response.statusCode;
  }

  get headers(): OutgoingHttpHeaders {
    return this.response.headers;
  }

  get text(): string {
    return this.response.body;
  }

  /** The body as sent, for images and other files that are not text. */
  get bytes(): Buffer {
    return this.response.rawPayload;
  }

  get json(): unknown {
    return this.response.body ? JSON.parse(this.response.body) : undefined;
  }

  get data(): T {
    if (this.status < 200 || this.status >= 300) throw new Error(`Expected a success, got ${this.status}: ${this.text}`);
    return this.json as T;
  }

  /** The `error` object; fails when the body does not have the API's error shape. */
  get error(): ApiError['error'] {
    const parsed = ApiError.safeParse(this.json);
    if (!parsed.success) throw new Error(`Expected { error: { code, message } }, got ${this.status}: ${this.text}`);
    return parsed.data.error;
  }
}

let nextAddress = 1;

/**
 * A browser talking to the app: its own cookie jar and client address (so rate limits of one browser do not
 * leak into another). Before its first call it fetches the csrf cookie and, as the web app does, echoes it
 * in X-CSRF-Token on every call.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly address: string;

  /** `address` defaults to a distinct private address per browser; pass '127.0.0.1' to call from this machine. */
  constructor(
    private readonly app: FastifyInstance,
    address?: string,
  ) {
    const n = nextAddress++;
    this.address = address ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  call<R extends AnyRoute>(route: R, input: CallInput<R>): Promise<ApiResponse<RouteResponse<R>>> {
    const params = input.params as Record<string, string | number> | undefined;
    const query = input.query as Record<string, string> | undefined;
    return this.request<RouteResponse<R>>({
      method: route.method,
      url: buildPath(route.path, params),
      ...(query ? { query } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.csrf ? { csrf: input.csrf } : {}),
      ...(input.headers ? { headers: input.headers } : {}),
    });
  }

  async request<T = unknown>(request: RawRequest): Promise<ApiResponse<T>> {
    const csrf = request.csrf ?? 'send';
    const headers: Record<string, string> = { ...request.headers };
    if (csrf !== 'omit' && request.url !== authRoutes.health.path) {
      if (typeof csrf === 'object') {
        headers[CSRF_HEADER] = csrf.value;
      } else {
        if (!this.cookies.has(CSRF_COOKIE)) await this.request({ method: 'GET', url: authRoutes.health.path });
        headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE)!;
      }
    }
    // Tests write through other connections (fixtures); the app must have heard of those writes first.
    await settleChanges(this.app);
    const response = await this.app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: this.address,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(request.query ? { query: request.query } : {}),
      ...(request.body !== undefined ? { payload: request.body as object } : {}),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return new ApiResponse<T>(response);
  }
}
