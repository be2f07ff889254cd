import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { AccountTables } from '../modules/accounts/accounts.tables';
import type { MailTables } from '../platform/mail.tables';

/** Every table, composed from the areas that own them. */
export interface Database extends AuthTables, AccountTables, MailTables {}

export type Db = Kysely<Database>;

// Postgres bigint (int8) and numeric arrive as strings by default; counts here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const createDb = (connectionString: string, max = 20): Db =>
  new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max, application_name: 'sendwell' }) }),
  });
