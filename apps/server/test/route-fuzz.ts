import { randomUUID } from 'node:crypto';

/** The parts of an OpenAPI 3 document the route fuzz test reads. */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Real ids and names in the caller's account, so a generated call gets past "not found" to the code behind it. */
export interface FuzzFixtures {
  accountId: string;
  userId: string;
  listId: number;
  segmentId: number;
  contactId: number;
  contactEmail: string;
  campaignId: number;
  senderId: number;
  /** The secret last segment of the sender's webhook address. */
  webhookToken: string;
}

/** Values that must never make a route answer 500; NUL and lone surrogates must answer 400 naming the field. */
export const UNSTORABLE_TEXT: Record<string, string> = {
  nul: 'a\u0000b',
  'lone high surrogate': 'a\uD800b',
  'lone low surrogate': 'a\uDC00b',
};
export const HOSTILE_VALUES: Record<string, unknown> = {
  '300 characters': 'x'.repeat(300),
  '100,000 characters': 'y'.repeat(100_000),
  emoji: '👩🏽‍💻 launch 🚀',
  'Turkish dotted and dotless i': 'İstanbul ıspanak',
  'right-to-left text': 'مرحبا بالعالم',
  number: 12345,
  'nested object': { nested: { deeper: ['x'] } },
  array: ['a', 'b'],
};

const integerFor = (name: string, fx: FuzzFixtures): number => {
  const key = name.toLowerCase();
  if (key === 'keyid') return 999_999_999;
  if (key.includes('segment')) return fx.segmentId;
  if (key.includes('campaign')) return fx.campaignId;
  if (key.includes('contact')) return fx.contactId;
  if (key.includes('sender')) return fx.senderId;
  if (key === 'page') return 1;
  if (key.includes('size') || key.includes('limit')) return 10;
  return fx.listId;
};

/** Stands for an email address no call has used yet; the sender swaps in a new one per call, so a sign-up is never "taken". */
export const FRESH_EMAIL = 'fresh.address@fuzz.example.com';

/** Values tried against a string's pattern, for fields whose shape is fixed (an offset, a date, a store address). */
const PATTERN_CANDIDATES = [
  '+00:00',
  '01/02/2026',
  '2026-01-02',
  'fuzz-shop.myshopify.com',
  '#336699',
  'fuzz',
];

const stringFor = (name: string, schema: JsonSchema, fx: FuzzFixtures): string => {
  const key = name.toLowerCase();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (fits) return fits;
  }
  if (key.includes('domain')) return 'fuzz-shop.myshopify.com';
  if (key === 'token') return fx.webhookToken;
  if (schema.format === 'uuid' || key === 'accountid')
    return key === 'accountid' ? fx.accountId : randomUUID();
  if (key === 'userid') return fx.userId;
  if (schema.format === 'email' || key.includes('email') || key === 'to') return FRESH_EMAIL;
  if (schema.format === 'date-time' || key.includes('date') || key === 'time')
    return new Date().toISOString();
  return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
};

/** A plausible value for a schema: the example when it gives one, the first choice of a union or enum. */
export const sampleValue = (schema: JsonSchema, name: string, fx: FuzzFixtures): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice)
    return sampleValue(
      choice.find((option) => option.type !== 'null' && !option.enum?.includes(null)) ?? choice[0]!,
      name,
      fx,
    );
  switch (schema.type) {
    case 'string':
      return stringFor(name, schema, fx);
    case 'integer':
      return Math.max(integerFor(name, fx), schema.minimum ?? 0);
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [sampleValue(schema.items, name, fx)] : [];
    case 'object':
    default: {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = sampleValue(property, key, fx);
      if (typeof schema.additionalProperties === 'object')
        value.fuzzKey = sampleValue(schema.additionalProperties, 'fuzzKey', fx);
      return value;
    }
  }
};

export type FieldPath = (string | number)[];

/** Where the strings and the objects are in a value, leaves first-to-last. */
export const walk = (
  value: unknown,
  path: FieldPath = [],
  found: { strings: FieldPath[]; objects: FieldPath[] } = { strings: [], objects: [] },
) => {
  if (typeof value === 'string') found.strings.push(path);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') {
    found.objects.push(path);
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], found);
  }
  return found;
};

/** A copy of `value` with `replace` applied at `path` (the root when the path is empty). */
export const updateAt = (value: unknown, path: FieldPath, replace: (old: unknown) => unknown): unknown => {
  if (path.length === 0) return replace(value);
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  parent[last] = replace(parent[last]);
  return copy;
};

export const fieldName = (path: FieldPath): string => path.join('.');
