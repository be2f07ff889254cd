/*
 * Reading values from the address (route parameters, query parameters, router state) without zod: pages
 * that parse only these would otherwise download zod for them alone. Each reads a value as the contracts'
 * schema of that value does.
 */

/** An id as the contracts' id schemas read it (`z.coerce.number().int().positive()`), else undefined. */
export const idParam = (value: string | null | undefined): number | undefined => {
  const id = Number(value ?? Number.NaN);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The value when it is one of `values` (as `z.enum(values)` reads it), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((allowed) => allowed === value);

/**
 * The members of a string union, listed as the keys of a record so the compiler checks that none is
 * missing and none is extra: `keysOf<ContactStatus>({ subscribed: true, ... })`.
 */
export const keysOf = <T extends string>(members: Record<T, true>): readonly T[] =>
  Object.keys(members) as T[];
