type Schema = Record<string, unknown>;

/** The keywords every OpenAI-compatible structured-output implementation reads; others are dropped. */
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  'const',
  'description',
]);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nullable = (schema: Schema): Schema => {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return schema;
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as Schema[];
    return options.some((option) => option.type === 'null')
      ? schema
      : { ...schema, anyOf: [...options, { type: 'null' }] };
  }
  return { anyOf: [schema, { type: 'null' }] };
};

/**
 * A JSON schema (as zod's `z.toJSONSchema` writes it) in the strict subset of structured outputs:
 * every object closed (`additionalProperties: false`) with all its properties required, an optional
 * property instead allowed to be null, `oneOf` read as `anyOf`, and validation keywords left out
 * (lengths, bounds, defaults), since the server checks the answer again anyway. Ollama, vLLM and
 * llama.cpp take the same schema as a grammar.
 */
export const strictJsonSchema = (schema: unknown): Schema => {
  if (!isSchema(schema)) return {};
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'oneOf') out.anyOf = (value as unknown[]).map(strictJsonSchema);
    else if (key === 'anyOf') out.anyOf = (value as unknown[]).map(strictJsonSchema);
    else if (key === 'items') out.items = strictJsonSchema(value);
    else if (key === 'properties' && isSchema(value)) {
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => {
          const strict = strictJsonSchema(property);
          return [name, required.has(name) ? strict : nullable(strict)];
        }),
      );
      out.required = Object.keys(value);
      out.additionalProperties = false;
    } else if (KEPT.has(key) && key !== 'required' && key !== 'additionalProperties') out[key] = value;
  }
  if (out.type === 'object' && out.properties === undefined) {
    out.properties = {};
    out.required = [];
    out.additionalProperties = false;
  }
  return out;
};

/**
 * An answer read back from the strict shape: nulls the strict schema allowed in place of a missing
 * property are removed again, except where `keep` names a property whose null means something.
 */
export const withoutNulls = (value: unknown, keep: ReadonlySet<string>): unknown => {
  if (Array.isArray(value)) return value.map((item) => withoutNulls(item, keep));
  if (!isSchema(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => item !== null || keep.has(key))
      .map(([key, item]) => [key, withoutNulls(item, keep)]),
  );
};
