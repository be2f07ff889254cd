import type { Kysely, Transaction } from 'kysely';
import type { BrandKitAttributes, BrandKitSection } from '@sendwell/contracts';
import type { Database } from '../../db/database';

export const findBrandKit = (db: Kysely<Database>, accountId: string) =>
  db.selectFrom('brand_kits').selectAll().where('account_id', '=', accountId).executeTakeFirst();

export type BrandKitRow = NonNullable<Awaited<ReturnType<typeof findBrandKit>>>;

/** The kit's row, locked for the rest of the transaction; made with the given attributes when there is none. */
export const lockBrandKit = async (
  trx: Transaction<Database>,
  accountId: string,
  initial: BrandKitAttributes,
): Promise<BrandKitRow> => {
  await trx
    .insertInto('brand_kits')
    .values({ account_id: accountId, attributes: JSON.stringify(initial) })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  return trx
    .selectFrom('brand_kits')
    .selectAll()
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
};

export const writeBrandKitAttributes = (
  trx: Transaction<Database>,
  accountId: string,
  attributes: BrandKitAttributes,
) =>
  trx
    .updateTable('brand_kits')
    .set((eb) => ({
      attributes: JSON.stringify(attributes),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();

export const writeBrandLibraryStatus = (
  db: Kysely<Database>,
  accountId: string,
  initial: BrandKitAttributes,
  status: { applyBrandLibrary: boolean; itemId: string },
) =>
  db
    .insertInto('brand_kits')
    .values({
      account_id: accountId,
      attributes: JSON.stringify(initial),
      apply_brand_library: status.applyBrandLibrary,
      status_item_id: status.itemId,
    })
    .onConflict((conflict) =>
      conflict
        .column('account_id')
        .doUpdateSet({ apply_brand_library: status.applyBrandLibrary, status_item_id: status.itemId }),
    )
    .returning(['apply_brand_library', 'status_item_id'])
    .executeTakeFirstOrThrow();

/** Marks a reading of `url` as started and answers the row; nothing when one is already running. */
export const startBrandKitImport = (
  db: Kysely<Database>,
  accountId: string,
  initial: BrandKitAttributes,
  url: string,
) =>
  db
    .insertInto('brand_kits')
    .values({
      account_id: accountId,
      attributes: JSON.stringify(initial),
      import_status: 'running',
      import_url: url,
    })
    .onConflict((conflict) =>
      conflict
        .column('account_id')
        .doUpdateSet({
          import_status: 'running',
          import_url: url,
          import_message: '',
          import_sections: [],
          import_finished_at: null,
        })
        .where('brand_kits.import_status', 'is distinct from', 'running'),
    )
    .returningAll()
    .executeTakeFirst();

export const finishBrandKitImport = (
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
  outcome: { status: 'done' | 'failed'; message: string; sections: readonly BrandKitSection[] },
) =>
  db
    .updateTable('brand_kits')
    .set({
      import_status: outcome.status,
      import_message: outcome.message,
      import_sections: [...outcome.sections],
      import_finished_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .execute();
