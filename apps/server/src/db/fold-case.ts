import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { foldCase as foldText } from '@sendwell/domain';

type Fragment = RawBuilder<unknown>;

/**
 * Text folded for comparison without regard to case, step for step as the domain's foldCase does it, so
 * SQL and JavaScript agree. The case_fold collation (ICU root, created by migration 0014) makes upper()
 * and lower() map every Unicode letter whatever the database's locale; the result is compared byte for
 * byte (collate "C"), as JavaScript compares strings. Every step is immutable, so unique and ordering
 * indexes can be built over it (migration 0015); a query matches such an index only when it spells the
 * indexed text the same way.
 */
export const foldCase = (text: Fragment): Fragment =>
  // ASCII text (every character one byte), as e-mail addresses and most names are, folds
  // to its ASCII lower case; ICU's mapping costs some eight times as much, which a search over a million
  // contacts would feel.
  sql`(case when octet_length(${text}) = length(${text}) then lower((${text}) collate "C")
    else replace(replace(translate(lower(upper((${text}) collate case_fold)), 'ς', 'σ'), 'ß', 'ss'), U&'i\\0307', 'i') collate "C" end)`;

/** LIKE pattern for text that contains, starts or ends with `text`, its wildcards taken literally. */
export const likePattern = (text: string, where: 'contains' | 'startsWith' | 'endsWith'): string => {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return where === 'startsWith' ? `${escaped}%` : where === 'endsWith' ? `%${escaped}` : `%${escaped}%`;
};

/** `text` contains what was searched for, without regard to case in any language; wildcards count literally. */
export const containsFolded = (text: Fragment, search: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${foldCase(text)} like ${likePattern(foldText(search), 'contains')}`;
