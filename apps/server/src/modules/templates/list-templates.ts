import type { TemplateWithResponses } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { countTemplateResponses } from '../template-submissions/count-template-responses';
import { toTemplateRecord } from './template-record';
import { selectTemplates } from './templates.repository';

/**
 * GET /api/allTemplates/responsesCount: live templates, most recently changed first, each with how many
 * submissions its interactive widgets received.
 */
export const listTemplates = async (db: Db, accountId: string): Promise<TemplateWithResponses[]> => {
  const [rows, responses] = await Promise.all([
    selectTemplates(db, accountId),
    countTemplateResponses(db, accountId),
  ]);
  return rows.map((row) => ({ template: toTemplateRecord(row), responseCount: responses.get(row.id) ?? 0 }));
};
