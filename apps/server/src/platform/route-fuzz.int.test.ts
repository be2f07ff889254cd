import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiError } from '@sendwell/contracts';
import { seedContacts, seedList, seedSentCampaign } from '../../test/fixtures';
import {
  fieldName,
  FRESH_EMAIL,
  HOSTILE_VALUES,
  sampleValue,
  UNSTORABLE_TEXT,
  updateAt,
  walk,
  type FieldPath,
  type FuzzFixtures,
  type OpenApiDocument,
  type Operation,
} from '../../test/route-fuzz';
import { settleChanges } from '../../test/settle-changes';
import { signInBrowser } from '../../test/users';
import { createApiKey } from '../modules/public-api/public-api-test-support';
import { CSRF_COOKIE, CSRF_HEADER } from './http';
import { BODY_NOT_UTF8, NOT_UTF8, PATH_NOT_UTF8, UNSAFE_TEXT } from './text-input';
import { useOwner, useTestApp } from '../../test/integration-setup';

const t = useTestApp();
const owner = useOwner(t);
let cookies: Record<string, string>;
let bearer: string;
let fx: FuzzFixtures;
let document: OpenApiDocument;

/** How NUL and the halves of a surrogate pair travel in a URL: percent-encoded bytes (a lone half is not UTF-8). */
const URL_ENCODED: Record<string, string> = {
  nul: 'a%00b',
  'lone high surrogate (as bytes)': 'a%ED%A0%80b',
  'lone low surrogate (as bytes)': 'a%ED%B0%80b',
  'invalid UTF-8': 'a%FFb',
};

beforeAll(async () => {
  const accountId = owner.user.accountId;
  const listId = await seedList(t.ctx.db, accountId, 'Fuzzed list');
  const segmentId = await seedList(t.ctx.db, accountId, 'Fuzzed segment', 'dynamic');
  const contactEmail = 'fuzz.contact@example.com';
  const [contactId] = await seedContacts(t.ctx.db, accountId, [contactEmail], { listIds: [listId] });
  const campaignId = await seedSentCampaign(t.ctx.db, accountId, 'Fuzzed campaign', [listId]);
  const sender = await t.ctx.db
    .insertInto('senders')
    .values({ account_id: accountId, email: 'fuzz.sender@example.com' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const webhook = await owner.browser.request<{ webhookUrl: string }>({
    method: 'POST',
    url: `/api/senders/${sender.id}/webhook`,
  });
  const webhookToken = webhook.data.webhookUrl.split('/').pop()!;
  fx = {
    accountId,
    userId: owner.user.id,
    listId,
    segmentId,
    contactId: contactId!,
    contactEmail,
    campaignId,
    senderId: sender.id,
    webhookToken,
  };
  bearer = (await createApiKey(owner.browser, 'Fuzz')).apiKey;
  await t.ctx.db
    .updateTable('api_keys')
    .set({ requests_per_minute: 1_000_000 })
    .where('account_id', '=', accountId)
    .execute();
  cookies = Object.fromEntries(owner.browser.cookies);
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  await settleChanges(t.app);
});

let nextAddress = 1;

/** One call as the owner's browser makes it (session, CSRF), plus the API key; each from its own address, so no rate limit trips. */
const send = (method: string, url: string, body?: string | Buffer) => {
  const n = nextAddress++;
  const payload = typeof body === 'string' ? body.replaceAll(FRESH_EMAIL, `fuzz.${n}@example.com`) : body;
  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    // Development routes answer this machine only.
    remoteAddress: url.startsWith('/api/dev/') ? '127.0.0.1' : `10.200.${(n >> 8) & 255}.${n & 255}`,
    cookies,
    headers: {
      [CSRF_HEADER]: cookies[CSRF_COOKIE]!,
      authorization: `Bearer ${bearer}`,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  };
  return t.app.inject(options);
};

/** A route's generated call: path parameters, query and JSON body, each a plain value that may be changed. */
interface Call {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Percent-encoded text put in the URL as it is, in place of one path parameter or query parameter. */
interface RawPart {
  param?: [name: string, encoded: string];
  query?: [name: string, encoded: string];
}

const urlOf = (path: string, call: Call, raw: RawPart = {}): string => {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    raw.param?.[0] === name ? raw.param[1] : encodeURIComponent(String(call.params[name])),
  );
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(call.query)) {
    if (raw.query?.[0] === name) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && typeof item === 'object') pairs.push(`${encodeURIComponent(name)}[nested]=x`);
      else pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
    }
  }
  if (raw.query) pairs.push(`${raw.query[0]}=${raw.query[1]}`);
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
};

const baseCall = (operation: Operation): Call => {
  const call: Call = { params: {}, query: {}, body: undefined };
  for (const parameter of operation.parameters ?? []) {
    // A path names an existing contact by address; a body's address is a new one per call.
    if (parameter.in === 'path')
      call.params[parameter.name] =
        parameter.name === 'email' ? fx.contactEmail : sampleValue(parameter.schema, parameter.name, fx);
    if (parameter.in === 'query')
      call.query[parameter.name] = sampleValue(parameter.schema, parameter.name, fx);
  }
  const json = operation.requestBody?.content['application/json'];
  if (json) call.body = sampleValue(json.schema, '', fx);
  return call;
};

/** A 400 the test expects: naming `field` with `reason`, or without a field, saying `reason`. */
interface Refusal {
  field?: string;
  reason: string;
}

const refusedAsExpected = (status: number, body: string, { field, reason }: Refusal): boolean => {
  if (status !== 400) return false;
  const parsed = ApiError.safeParse(JSON.parse(body));
  if (!parsed.success) return false;
  const { message, fields } = parsed.data.error;
  return field === undefined
    ? message === reason
    : fields?.[field] === reason && message === `${field}: ${reason}`;
};

/** Keeps the owner signed in: some calls (sign out, switch account) may end the session under test. */
const keepSignedIn = async (): Promise<void> => {
  if ((await send('GET', '/api/user')).statusCode === 200) return;
  const browser = await signInBrowser(t.app, owner.form.email);
  cookies = Object.fromEntries(browser.cookies);
};

/** Sends one variant of a route's call; records a 500, or an answer other than the refusal expected. */
type Check = (label: string, url: string, payload: unknown, expected?: Refusal) => Promise<void>;

const checker =
  (method: string, route: string, failures: string[]): Check =>
  async (label, url, payload, expected) => {
    const text = payload === undefined || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
    const response = await send(method, url, text);
    if (response.statusCode >= 500)
      failures.push(`${route} ${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    else if (expected && !refusedAsExpected(response.statusCode, response.body, expected)) {
      failures.push(
        `${route} ${label}: expected 400 (${JSON.stringify(expected)}), got ${response.statusCode} ${response.body.slice(0, 160)}`,
      );
    }
  };

/** Path parameters and the query string travel percent-encoded, so NUL and bad bytes go in as such. */
const fuzzUrl = async (path: string, base: Call, check: Check): Promise<void> => {
  for (const [part, values] of [
    ['params', base.params],
    ['query', base.query],
  ] as const) {
    for (const name of Object.keys(values)) {
      for (const [label, encoded] of Object.entries(URL_ENCODED)) {
        const raw: RawPart = part === 'params' ? { param: [name, encoded] } : { query: [name, encoded] };
        // The router refuses a path it cannot decode before it knows the parameter's name.
        const expected =
          label === 'nul'
            ? { field: name, reason: UNSAFE_TEXT }
            : part === 'params'
              ? { reason: PATH_NOT_UTF8 }
              : { field: name, reason: NOT_UTF8 };
        await check(`${part} ${name} ${label}`, urlOf(path, base, raw), base.body, expected);
      }
      for (const [label, value] of Object.entries(HOSTILE_VALUES)) {
        await check(
          `${part} ${name} ${label}`,
          urlOf(path, { ...base, [part]: { ...values, [name]: value } }),
          base.body,
        );
      }
    }
  }
  // The check reads the whole query, not only the parameters a route declares.
  await check('stray query NUL', urlOf(path, base, { query: ['stray', '%00'] }), base.body, {
    field: 'stray',
    reason: UNSAFE_TEXT,
  });
  await check('stray query not UTF-8', urlOf(path, base, { query: ['stray', '%C3%28'] }), base.body, {
    field: 'stray',
    reason: NOT_UTF8,
  });
};

/** A JSON string holding bytes that are not UTF-8, in place of the string at `at`. */
const withInvalidUtf8 = (body: unknown, at: FieldPath): Buffer => {
  const marker = '"fuzz-bytes-here"';
  const text = JSON.stringify(updateAt(body, at, () => 'fuzz-bytes-here'));
  const index = text.indexOf(marker);
  return Buffer.concat([
    Buffer.from(`${text.slice(0, index)}"a`),
    Buffer.from([0xff, 0xfe]),
    Buffer.from(`b"${text.slice(index + marker.length)}`),
  ]);
};

const fuzzBody = async (url: string, body: unknown, check: Check): Promise<void> => {
  const { strings, objects } = walk(body);
  for (const at of strings) {
    for (const [label, value] of Object.entries(UNSTORABLE_TEXT)) {
      await check(
        `body ${fieldName(at)} ${label}`,
        url,
        updateAt(body, at, () => value),
        { field: fieldName(at), reason: UNSAFE_TEXT },
      );
    }
    for (const [label, value] of Object.entries(HOSTILE_VALUES))
      await check(
        `body ${fieldName(at)} ${label}`,
        url,
        updateAt(body, at, () => value),
      );
    await check(`body ${fieldName(at)} invalid UTF-8`, url, withInvalidUtf8(body, at), {
      reason: BODY_NOT_UTF8,
    });
  }
  // Keys are stored too (jsonb), so a NUL in a key is refused like one in a value.
  for (const at of objects) {
    await check(
      `body key in ${fieldName(at) || 'the body'}`,
      url,
      updateAt(body, at, (old) => ({ ...(old as object), 'k\u0000': 'x' })),
      { field: fieldName([...at, 'k\uFFFD']), reason: UNSAFE_TEXT },
    );
  }
};

describe('every route of the OpenAPI document, fed hostile text', () => {
  it(
    'never answers 500, and refuses NUL and lone surrogates with a 400 that names the field',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
      expect(operations.length).toBeGreaterThan(90);

      for (const { path, method, operation } of operations) {
        const check = checker(method, `${method.toUpperCase()} ${path}`, failures);
        const base = baseCall(operation);
        await fuzzUrl(path, base, check);
        if (base.body !== undefined) await fuzzBody(urlOf(path, base), base.body, check);
        await keepSignedIn();
      }

      expect(failures).toEqual([]);
    },
  );
});
