import { sql, type RawBuilder } from 'kysely';
import type { Interval } from './segment-clock';

/**
 * SQL building blocks of the segment engine. Every value, property key and timezone goes in as a bind
 * parameter; table and column names come only from this code.
 */

export type Fragment = RawBuilder<unknown>;

export const TRUE: Fragment = sql`true`;
export const FALSE: Fragment = sql`false`;

export const and = (parts: readonly Fragment[]): Fragment => {
  const [first, ...rest] = parts;
  return !first ? TRUE : rest.length === 0 ? first : sql`(${sql.join(parts, sql` and `)})`;
};

export const or = (parts: readonly Fragment[]): Fragment => {
  const [first, ...rest] = parts;
  return !first ? FALSE : rest.length === 0 ? first : sql`(${sql.join(parts, sql` or `)})`;
};

/** True where `predicate` is not: a missing value (null) counts as not matching, so its negation matches. */
export const not = (predicate: Fragment): Fragment => sql`not coalesce(${predicate}, false)`;

/** An instant column inside an interval (start included, end excluded). */
export const instantInWindow = (column: Fragment, window: Interval): Fragment[] => [
  ...(window.start ? [sql`${column} >= ${window.start.toISOString()}::timestamptz`] : []),
  ...(window.end ? [sql`${column} < ${window.end.toISOString()}::timestamptz`] : []),
];

/** A 'YYYY-MM-DD' text column inside inclusive day bounds; text compares like the dates it spells. */
export const dayInWindow = (day: Fragment, bounds: { from?: string; to?: string }): Fragment[] => [
  ...(bounds.from ? [sql`${day} >= ${bounds.from}::text`] : []),
  ...(bounds.to ? [sql`${day} <= ${bounds.to}::text`] : []),
];

const NUMBER_TEXT = '^\\s*[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d{1,3})?\\s*$';
const ISO_DAY_TEXT = '^\\d{4}-\\d{2}-\\d{2}';
const DMY_DAY_TEXT = '^\\d{2}/\\d{2}/\\d{4}$';

/**
 * A value read from a JSON property of a row, in each of the types a filter may compare it as. Text that
 * does not read as the type is null, so a filter never fails on a contact's odd value.
 */
export interface ValueOf {
  /** The value as text; numbers and booleans as they print. */
  text: Fragment;
  number: Fragment;
  boolean: Fragment;
  /** 'YYYY-MM-DD', from ISO text (date or timestamp) or DD/MM/YYYY. */
  day: Fragment;
  /** The value is there and not empty. */
  present: Fragment;
  /** The raw JSON value, for list operators; absent for plain columns. */
  json?: Fragment;
  /** An instant column (when the contact was added): date windows compare it as an instant. */
  instant?: Fragment;
}

export const jsonValue = (document: Fragment, key: string): ValueOf => {
  const json = sql`(${document} -> ${key}::text)`;
  const text = sql`(${document} ->> ${key}::text)`;
  return {
    json,
    text,
    number: sql`(case jsonb_typeof(${json}) when 'number' then (${json})::numeric
      when 'string' then case when ${text} ~ ${NUMBER_TEXT}::text then trim(${text})::numeric end end)`,
    boolean: sql`(case jsonb_typeof(${json}) when 'boolean' then (${json})::boolean
      when 'string' then case lower(${text}) when 'true' then true when 'false' then false end end)`,
    day: sql`(case when ${text} ~ ${ISO_DAY_TEXT}::text then left(${text}, 10)
      when ${text} ~ ${DMY_DAY_TEXT}::text then substr(${text}, 7, 4) || '-' || substr(${text}, 4, 2) || '-' || substr(${text}, 1, 2) end)`,
    present: sql`(coalesce(jsonb_typeof(${json}), 'null') <> 'null' and ${text} <> '' and ${json} <> '[]'::jsonb)`,
  };
};

/** A text column that is always there (the contact's email). */
export const textColumn = (column: Fragment): ValueOf => ({
  text: column,
  number: sql`null::numeric`,
  boolean: sql`null::boolean`,
  day: sql`null::text`,
  present: sql`(${column} <> '')`,
});

/** An instant column that is always there (when the contact was added). */
export const instantColumn = (column: Fragment): ValueOf => ({
  text: sql`(${column})::text`,
  number: sql`null::numeric`,
  boolean: sql`null::boolean`,
  day: sql`null::text`,
  present: sql`(${column} is not null)`,
  instant: column,
});

/** Comparisons of counts and rates. */
export type Comparison = 'equalTo' | 'greaterThan' | 'lessThan' | 'atLeast' | 'atMost';

export const compare = (value: Fragment, operator: Comparison, target: number): Fragment => {
  switch (operator) {
    case 'equalTo':
      return sql`${value} = ${target}::numeric`;
    case 'greaterThan':
      return sql`${value} > ${target}::numeric`;
    case 'lessThan':
      return sql`${value} < ${target}::numeric`;
    case 'atLeast':
      return sql`${value} >= ${target}::numeric`;
    case 'atMost':
      return sql`${value} <= ${target}::numeric`;
  }
};

/** Whether a contact with nothing recorded (a count of 0) passes the comparison. */
export const zeroPasses = (operator: Comparison, target: number): boolean => {
  switch (operator) {
    case 'equalTo':
      return target === 0;
    case 'greaterThan':
      return 0 > target;
    case 'lessThan':
      return 0 < target;
    case 'atLeast':
      return 0 >= target;
    case 'atMost':
      return 0 <= target;
  }
};

/**
 * Contacts in a per-contact set (a subquery answering contact_id), as a condition on `c`. Written as a
 * correlated EXISTS over the set so Postgres joins it (semi or anti join) instead of probing per contact.
 */
export const inSet = (set: Fragment): Fragment => sql`exists (select 1 from (${set}) s where s.contact_id = c.id)`;
export const notInSet = (set: Fragment): Fragment => sql`not exists (select 1 from (${set}) s where s.contact_id = c.id)`;

/**
 * Contacts whose per-contact aggregate passes a comparison, where contacts absent from `grouped` have an
 * aggregate of 0. `grouped` answers contact_id grouped by contact with the aggregate as `value`. When 0
 * passes, the answer is every contact except those whose aggregate fails, so contacts with nothing
 * recorded are counted without visiting them one by one.
 */
export const aggregatePasses = (grouped: (having: Fragment) => Fragment, value: Fragment, operator: Comparison, target: number): Fragment =>
  zeroPasses(operator, target)
    ? notInSet(grouped(not(compare(value, operator, target))))
    : inSet(grouped(compare(value, operator, target)));

/** "At least once": any row will do, so the set needs no counting per contact. */
export const isAtLeastOnce = (operator: Comparison, target: number): boolean =>
  (operator === 'atLeast' && target <= 1) || (operator === 'greaterThan' && target < 1 && target >= 0);
