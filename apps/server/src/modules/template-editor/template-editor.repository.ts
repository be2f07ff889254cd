import type { Db } from '../../db/database';
import type { TemplatesTable } from '../templates/templates.tables';
import { selectCurrentVersion, type EditorDocument } from '../templates/templates.repository';

export interface EditorSource {
  id: number;
  name: string;
  category: TemplatesTable['category'];
  version: number;
  html: string;
  amp: string | null;
  /** Null for a template not made in the editor (uploaded, or from before the editor). */
  editorJson: unknown;
}

/** A live template of the account with its current version, as the editor opens it. */
export const findEditorSource = (db: Db, accountId: string, id: number): Promise<EditorSource | undefined> =>
  selectCurrentVersion(db, accountId, id)
    .select(['t.id', 't.name', 't.category', 't.version', 'v.html', 'v.amp', 'v.editor_json as editorJson'])
    .executeTakeFirst();

export interface NewVersion {
  accountId: string;
  templateId: number;
  html: string;
  editorDocument: EditorDocument;
  createdBy: string;
}

/**
 * Adds the next version of a live template and makes it current, with a new thumbnail to draw; undefined when
 * the account has no such template. Two saves at once each get their own version number (the row is locked).
 */
export const insertTemplateVersion = (
  db: Db,
  version: NewVersion,
): Promise<{ version: number; updatedAt: Date } | undefined> =>
  db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('templates')
      .set((eb) => ({
        version: eb('version', '+', 1),
        updated_at: new Date(),
        thumbnail_status: 'pending',
      }))
      .where('account_id', '=', version.accountId)
      .where('id', '=', version.templateId)
      .where('archived_at', 'is', null)
      .returning(['version', 'updated_at as updatedAt'])
      .executeTakeFirst();
    if (!updated) return undefined;
    await trx
      .insertInto('template_versions')
      .values({
        account_id: version.accountId,
        template_id: version.templateId,
        version: updated.version,
        html: version.html,
        amp: null,
        editor_json: version.editorDocument,
        created_by: version.createdBy,
      })
      .execute();
    return updated;
  });
