import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations';

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date. Migrations only add; none drops data. */
export const migrateToLatest = async <T>(db: Kysely<T>): Promise<string[]> => {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
};
