import type { Writable } from 'node:stream';
import type pg from 'pg';
import { copyOut } from '../../db/copy-out';
import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import {
  buildSubmissionsCopy,
  selectQuestions,
  type SubmissionScope,
} from './template-submissions.repository';

/**
 * Writes the submissions' CSV to `target` (left open) on `client`: who, the date and time in the account's
 * timezone, then a column per question in the order they were asked. Answers the number of rows.
 */
export const copySubmissionsCsv = async (
  db: Db,
  client: pg.ClientBase,
  scope: SubmissionScope,
  target: Writable,
): Promise<number> => {
  const [questions, timezone] = await Promise.all([
    selectQuestions(db, scope),
    getAccountTimezone(db, scope.accountId),
  ]);
  return copyOut(client, buildSubmissionsCopy(client, { ...scope, timezone, questions }), target);
};
