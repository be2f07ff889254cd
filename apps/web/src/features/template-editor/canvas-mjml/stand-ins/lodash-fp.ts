/**
 * The five lodash/fp functions the MJML packages use (`flow`, `filter`, `map`, `join`, `identity`), without
 * lodash/fp's converter, which brings most of lodash with it. Same behaviour for how MJML calls them: curried
 * by their data argument, the iteratee given the value alone, over an array or an object's values.
 */
type Collection = readonly unknown[] | Record<string, unknown> | null | undefined;

const valuesOf = (collection: Collection): unknown[] =>
  collection == null ? [] : Array.isArray(collection) ? [...collection] : Object.values(collection);

/** `f(a)(data)` or `f(a, data)`, as lodash/fp's curried functions accept both. */
const curried =
  <A, R>(apply: (argument: A, data: never) => R) =>
  (argument: A, ...data: unknown[]) =>
    data.length ? apply(argument, data[0] as never) : (later: never) => apply(argument, later);

export const filter = curried((predicate: (value: unknown) => unknown, collection: Collection) =>
  valuesOf(collection).filter((value) => predicate(value)),
);

export const map = curried((iteratee: (value: unknown) => unknown, collection: Collection) =>
  valuesOf(collection).map((value) => iteratee(value)),
);

export const join = curried((separator: string, array: readonly unknown[] | null | undefined) =>
  array == null ? '' : array.join(separator),
);

export const identity = <T>(value: T): T => value;

type Step = (...args: unknown[]) => unknown;

/** Functions (or arrays of them) applied in turn; none is the identity. */
export const flow =
  (...steps: (Step | readonly Step[])[]) =>
  (...args: unknown[]): unknown => {
    const [first, ...rest] = steps.flat();
    if (!first) return args[0];
    return rest.reduce((result, step) => step(result), first(...args));
  };
