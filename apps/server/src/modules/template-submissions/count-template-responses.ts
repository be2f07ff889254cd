import type { Db } from '../../db/database';
import { countSubmissionsByTemplate } from './template-submissions.repository';

/** How many submissions each template of the account received; the saved list shows it on each card. */
export const countTemplateResponses = (db: Db, accountId: string): Promise<Map<number, number>> =>
  countSubmissionsByTemplate(db, accountId);
