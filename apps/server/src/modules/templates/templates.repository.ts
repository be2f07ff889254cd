import { sql } from 'kysely';
import type { TemplateKind } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { foldCase } from '../../db/fold-case';
import type { TemplatesTable, ThumbnailStatus } from './templates.tables';

export interface EmailTypeRow {
  id: number;
  name: string;
  isActive: boolean;
}

/** The email type of that name, active or archived, with case folded in every language. */
export const findEmailTypeByName = (
  db: Db,
  accountId: string,
  name: string,
): Promise<EmailTypeRow | undefined> =>
  db
    .selectFrom('email_types')
    .select(['id', 'name', 'is_active as isActive'])
    .where('account_id', '=', accountId)
    .where(foldCase(sql`btrim(name)`), '=', foldCase(sql`btrim(${name}::text)`))
    .executeTakeFirst();

/** Inserts the type unless one of that name exists; answers the new row, or undefined on a clash. */
export const insertEmailType = (
  db: Db,
  accountId: string,
  name: string,
): Promise<{ id: number; name: string } | undefined> =>
  db
    .insertInto('email_types')
    .values({ account_id: accountId, name })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();

export const archiveEmailTypeRow = async (db: Db, accountId: string, id: number): Promise<void> => {
  await db
    .updateTable('email_types')
    .set({ is_active: false })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
};

export const upsertUploadFile = async (
  db: Db,
  file: { accountId: string; draftId: string; kind: TemplateKind; fileName: string; content: string },
): Promise<void> => {
  await db
    .insertInto('template_upload_files')
    .values({
      account_id: file.accountId,
      draft_id: file.draftId,
      kind: file.kind,
      file_name: file.fileName,
      content: file.content,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'draft_id', 'kind'])
        .doUpdateSet({ file_name: file.fileName, content: file.content, created_at: new Date() }),
    )
    .execute();
};

export const selectUploadFiles = (db: Db, accountId: string, draftId: string) =>
  db
    .selectFrom('template_upload_files')
    .select(['kind', 'file_name as fileName', 'content'])
    .where('account_id', '=', accountId)
    .where('draft_id', '=', draftId)
    .execute();

export const deleteUploadFiles = async (db: Db, accountId: string, draftId: string): Promise<void> => {
  await db
    .deleteFrom('template_upload_files')
    .where('account_id', '=', accountId)
    .where('draft_id', '=', draftId)
    .execute();
};

/** Uploads nobody finished: their files go after a day. */
export const deleteStaleUploadFiles = async (db: Db, accountId: string, before: Date): Promise<void> => {
  await db
    .deleteFrom('template_upload_files')
    .where('account_id', '=', accountId)
    .where('created_at', '<', before)
    .execute();
};

export interface TemplateRow {
  id: number;
  name: string;
  category: TemplatesTable['category'];
  hasAmp: boolean;
  emailTypeId: number | null;
  emailTypeName: string | null;
  version: number;
  sortOrder: number | null;
  folder: string | null;
  hideDuplicate: boolean;
  hideDelete: boolean;
  thumbnailPath: string | null;
  thumbnailStatus: ThumbnailStatus;
  thumbnailVersion: number | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const selectLiveTemplates = (db: Db, accountId: string) =>
  db
    .selectFrom('templates as t')
    .leftJoin('email_types as e', (join) =>
      join.onRef('e.account_id', '=', 't.account_id').onRef('e.id', '=', 't.email_type_id'),
    )
    .select([
      't.id',
      't.name',
      't.category',
      't.has_amp as hasAmp',
      't.email_type_id as emailTypeId',
      'e.name as emailTypeName',
      't.version',
      't.sort_order as sortOrder',
      't.folder',
      't.hide_duplicate as hideDuplicate',
      't.hide_delete as hideDelete',
      't.thumbnail_path as thumbnailPath',
      't.thumbnail_status as thumbnailStatus',
      't.thumbnail_version as thumbnailVersion',
      't.created_by as createdBy',
      't.created_at as createdAt',
      't.updated_at as updatedAt',
    ])
    .where('t.account_id', '=', accountId)
    .where('t.archived_at', 'is', null);

export const selectTemplates = (db: Db, accountId: string): Promise<TemplateRow[]> =>
  selectLiveTemplates(db, accountId).orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc').execute();

export const findTemplate = (db: Db, accountId: string, id: number): Promise<TemplateRow | undefined> =>
  selectLiveTemplates(db, accountId).where('t.id', '=', id).executeTakeFirst();

export interface TemplateContent {
  html: string;
  amp: string | null;
}

/** The editor's source of a template version: the MJML document, with the editor's own project data when it has any. */
export interface EditorDocument {
  format: 'mjml';
  mjml: string;
  project?: unknown;
}

/** A live template of the account (`t`) joined to its current version (`v`): the one place that pairs them. */
export const selectCurrentVersion = (db: Db, accountId: string, id: number) =>
  db
    .selectFrom('templates as t')
    .innerJoin('template_versions as v', (join) =>
      join
        .onRef('v.account_id', '=', 't.account_id')
        .onRef('v.template_id', '=', 't.id')
        .onRef('v.version', '=', 't.version'),
    )
    .where('t.account_id', '=', accountId)
    .where('t.id', '=', id)
    .where('t.archived_at', 'is', null);

/** The content of a live template's current version. */
export const findTemplateContent = (
  db: Db,
  accountId: string,
  id: number,
): Promise<TemplateContent | undefined> =>
  selectCurrentVersion(db, accountId, id).select(['v.html', 'v.amp']).executeTakeFirst();

export interface NewTemplate {
  accountId: string;
  name: string;
  category: TemplatesTable['category'];
  emailTypeId: number | null;
  createdBy: string;
  content: TemplateContent;
  /** For templates made in the editor (category 'saved'): the document the HTML was rendered from. */
  editorDocument?: EditorDocument;
}

/** A template and its first version, together or not at all. */
export const insertTemplate = (db: Db, template: NewTemplate): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('templates')
      .values({
        account_id: template.accountId,
        name: template.name,
        category: template.category,
        has_amp: template.content.amp !== null,
        email_type_id: template.emailTypeId,
        version: 1,
        sort_order: null,
        folder: null,
        thumbnail_path: null,
        thumbnail_version: null,
        created_by: template.createdBy,
        archived_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('template_versions')
      .values({
        account_id: template.accountId,
        template_id: id,
        version: 1,
        html: template.content.html,
        amp: template.content.amp,
        editor_json: template.editorDocument ?? null,
        created_by: template.createdBy,
      })
      .execute();
    return id;
  });

/** Renames a live template and sets its email type; false when the account has no such template. */
export const updateTemplateName = async (
  db: Db,
  accountId: string,
  id: number,
  changes: { name: string; emailTypeId: number | null },
): Promise<boolean> => {
  const updated = await db
    .updateTable('templates')
    .set({ name: changes.name, email_type_id: changes.emailTypeId, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
};

export const archiveTemplateRow = async (db: Db, accountId: string, id: number): Promise<boolean> => {
  const updated = await db
    .updateTable('templates')
    .set({ archived_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
};

export interface ThumbnailSource {
  version: number;
  html: string;
  thumbnailStatus: ThumbnailStatus;
  thumbnailPath: string | null;
}

/** What a live template's thumbnail is drawn from: the HTML of its current version. */
export const findThumbnailSource = (
  db: Db,
  accountId: string,
  id: number,
): Promise<ThumbnailSource | undefined> =>
  selectCurrentVersion(db, accountId, id)
    .select(['t.version', 'v.html', 't.thumbnail_status as thumbnailStatus', 't.thumbnail_path as thumbnailPath'])
    .executeTakeFirst();

/**
 * Records the outcome of drawing `version`, unless the content changed meanwhile (a newer save queued its own
 * job); answers whether it was recorded.
 */
export const setThumbnail = async (
  db: Db,
  accountId: string,
  id: number,
  outcome: { version: number; status: Exclude<ThumbnailStatus, 'pending'>; path: string | null },
): Promise<boolean> => {
  const updated = await db
    .updateTable('templates')
    .set({
      thumbnail_status: outcome.status,
      thumbnail_path: outcome.path,
      thumbnail_version: outcome.version,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('version', '=', outcome.version)
    .where('thumbnail_status', '=', 'pending')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
};

/** Live templates still waiting for their thumbnail, in every account; a bounded batch. */
export const selectPendingThumbnails = (
  db: Db,
  limit: number,
): Promise<{ accountId: string; id: number }[]> =>
  db
    .selectFrom('templates')
    .select(['account_id as accountId', 'id'])
    .where('thumbnail_status', '=', 'pending')
    .where('archived_at', 'is', null)
    .limit(limit)
    .execute();
/** Puts a live template in a folder (or none); false when the account has no such template. */
export const updateTemplateFolder = async (
  db: Db,
  accountId: string,
  id: number,
  folder: string | null,
): Promise<boolean> => {
  const updated = await db
    .updateTable('templates')
    .set({ folder })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
};
