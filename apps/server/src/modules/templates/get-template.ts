import { TemplateMessages, type Template } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { toTemplateRecord } from './template-record';
import { findTemplate, findTemplateContent, type TemplateContent, type TemplateRow } from './templates.repository';

/** A live template of the account; another account's id, or an archived one, is not found. */
export const getTemplateRow = async (db: Db, accountId: string, id: number): Promise<TemplateRow> => {
  const row = await findTemplate(db, accountId, id);
  if (!row) throw new NotFoundError(TemplateMessages.templateNotFound);
  return row;
};

export const getTemplate = async (db: Db, accountId: string, id: number): Promise<Template> =>
  toTemplateRecord(await getTemplateRow(db, accountId, id));

export const getTemplateContent = async (db: Db, accountId: string, id: number): Promise<TemplateContent> => {
  const content = await findTemplateContent(db, accountId, id);
  if (!content) throw new NotFoundError(TemplateMessages.templateNotFound);
  return content;
};
