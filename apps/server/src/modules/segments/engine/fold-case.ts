import { sql } from 'kysely';
import type { Fragment } from './sql-values';

/**
 * Text folded for comparison without regard to case, step for step as the domain's foldCase does it, so
 * the engine and the evaluator agree. The case_fold collation (ICU root, created by migration 0014)
 * makes upper() and lower() map every Unicode letter whatever the database's locale; the result is
 * compared byte for byte (collate "C"), as JavaScript compares strings.
 */
export const foldCase = (text: Fragment): Fragment =>
  sql`(replace(replace(translate(lower(upper((${text}) collate case_fold)), 'ς', 'σ'), 'ß', 'ss'), U&'i\\0307', 'i') collate "C")`;
