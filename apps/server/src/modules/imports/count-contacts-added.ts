import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { emailKey, isValidEmail } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { copyEscape } from './copy-text';
import { forEachCsvRecord } from './csv-reader';
import type { ImportEncoding } from './imports.tables';

export interface EmailColumnOfFile {
  key: string;
  encoding: ImportEncoding;
  delimiter: string;
  hasHeader: boolean;
  emailIndex: number;
}

/**
 * How many contacts a stored file would add to the plan's count: its distinct valid e-mails that are not
 * a live contact of the account (new ones, and archived ones an import brings back). Reads the file once,
 * COPYing only the e-mails into a temporary table.
 */
export const countContactsAdded = async (
  ctx: AppContext,
  accountId: string,
  file: EmailColumnOfFile,
): Promise<number> => {
  const client = await ctx.pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    await client.query('create temp table import_check (email_key text not null) on commit drop');
    const copy = client.query(copyFrom('copy import_check from stdin'));
    const copied = finished(copy);
    copied.catch(() => undefined);
    let batch: string[] = [];
    let first = true;
    await forEachCsvRecord(
      ctx.storage.openRead(file.key),
      { encoding: file.encoding, delimiter: file.delimiter },
      (cells) => {
        if (first && file.hasHeader) {
          first = false;
          return;
        }
        first = false;
        const email = (cells[file.emailIndex] ?? '').trim();
        if (isValidEmail(email)) batch.push(`${copyEscape(emailKey(email))}\n`);
      },
      async () => {
        if (batch.length === 0) return;
        const text = batch.join('');
        batch = [];
        if (!copy.write(text)) await Promise.race([once(copy, 'drain'), copied]);
      },
    );
    copy.end();
    await copied;
    const result = await client.query<{ adding: number }>(
      `select count(*)::int as adding from (select distinct email_key from import_check) d
       where not exists (select 1 from contacts c where c.account_id = $1 and lower(c.email) = d.email_key and c.archived_at is null)`,
      [accountId],
    );
    await client.query('commit');
    return result.rows[0]?.adding ?? 0;
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
};
