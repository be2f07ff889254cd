import type { Migration } from 'kysely';
import * as m0001 from './0001-platform';

/** In order; a name never changes once released. */
export const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
};
