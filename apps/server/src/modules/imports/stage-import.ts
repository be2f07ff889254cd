import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { EMAIL_MAPPING_KEY } from '@sendwell/contracts';
import { isValidEmail, ReportSeverity, RowErrorReasons } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { copyEscape, copyEscapeJson, EMPTY_CELL, jsonCellConverter, notFittingReason } from './copy-text';
import { forEachCsvRecord, type CleanedCells } from './csv-reader';
import { ErrorReportWriter } from './error-report';
import type { ImportEntry } from './imports.repository';
import type { ImportColumn } from './imports.tables';

/** Where an import's rows wait to be merged; its id makes the name, so a rerun finds (or rebuilds) it. */
export const stagingTableOf = (importId: number): string => `import_staging.import_${Math.trunc(importId)}`;

export const propertyColumnsOf = (mapping: readonly ImportColumn[]): ImportColumn[] =>
  mapping.filter((column) => column.key !== EMAIL_MAPPING_KEY);

export interface StagingResult {
  stagedRows: number;
  processedRows: number;
  invalidRows: number;
  /** Cells left out of imported rows: a value that does not fit its type, or a character removed. */
  warningCount: number;
  errorReportKey: string | null;
}

export interface StagingHooks {
  /** Called between pieces of the file; throws to stop (the lease passed to another worker). */
  checkLease(): void;
  onProgress(processedRows: number): Promise<void>;
}

const PROGRESS_EVERY_MS = 500;
/** Statistics of the staged e-mails are read from 300 times this many rows. */
const STATISTICS_TARGET = 30;

/**
 * Reads the stored file once and COPYs every valid row into a fresh staging table, typed by the mapping.
 * A row with a missing or invalid e-mail is left out and reported as an error; a value that does not fit
 * its property's type (in the file's date and number formats) is left empty, its row imported, and the
 * cell reported as a warning: one bad optional field never drops a contact. Rows are numbered as a spreadsheet shows them: the header,
 * when there is one, is row 1. Rerunning starts over from an empty table, so it is always safe.
 */
export const stageImport = async (
  ctx: AppContext,
  entry: ImportEntry,
  hooks: StagingHooks,
): Promise<StagingResult> => {
  if (!entry.fileKey) throw new Error(`Import ${entry.id} has no file`);
  const table = stagingTableOf(entry.id);
  const emailColumn = entry.mapping.find((column) => column.key === EMAIL_MAPPING_KEY);
  if (!emailColumn) throw new Error(`Import ${entry.id} maps no e-mail column`);
  const emailIndex = emailColumn.index;
  const formats = { dateFormat: entry.dateFormat, numberFormat: entry.numberFormat };
  const properties = propertyColumnsOf(entry.mapping).map((column) => ({
    ...column,
    jsonKey: JSON.stringify(column.key),
    convert: jsonCellConverter(column.type, formats),
    reason: notFittingReason(column.type, formats),
  }));

  const mappedByIndex = new Map(entry.mapping.map((column) => [column.index, column]));

  const report = new ErrorReportWriter(ctx.storage, `imports/${entry.accountId}/${entry.id}-errors.csv`);
  const client = await ctx.pool.connect();
  let broken = false;
  try {
    await client.query(`drop table if exists ${table}`);
    // Properties arrive as JSON text that COPY parses into jsonb, in the database process, while this one
    // reads on: cheaper than building jsonb from typed columns afterwards.
    // Autovacuum is kept off: the table lives only until the merge, which it would slow down by vacuuming a
    // million fresh rows alongside it. The statistics the merge needs are gathered below.
    await client.query(
      `create unlogged table ${table} (row_no integer not null, email text not null, props jsonb not null)
        with (autovacuum_enabled = false)`,
    );
    // Where a large merge cuts the e-mails into parts (see matchContactsInParts). A sample of 9,000 rows
    // places the cuts closely enough, and takes a tenth of the default's 30,000 (0.25 s a million rows).
    await client.query(`create statistics ${table}_lower_email on (lower(email)) from ${table}`);
    await client.query(`alter statistics ${table}_lower_email set statistics ${STATISTICS_TARGET}`);
    await client.query(`alter table ${table} alter column email set statistics ${STATISTICS_TARGET}`);
    const copy = client.query(copyFrom(`copy ${table} from stdin`));
    const copied = finished(copy);
    // Awaited at the end; marked handled now so a failure while reading is not reported twice.
    copied.catch(() => undefined);

    let batch: string[] = [];
    let recordNumber = 0;
    let processedRows = 0;
    let stagedRows = 0;
    let invalidRows = 0;
    let warningCount = 0;
    // The first piece is reported at once: the list shows its import under way from the start.
    let lastProgress = 0;

    const onRecord = (cells: string[], cleaned: CleanedCells): void => {
      recordNumber++;
      if (entry.hasHeader && recordNumber === 1) return;
      const rawEmail = cells[emailIndex] ?? '';
      const email = rawEmail.trim();
      // A row of empty cells (a spreadsheet's trailing ",,,") is nothing to import and nothing wrong.
      if (email === '' && cells.every((cell) => cell.trim() === '')) return;
      processedRows++;
      for (const index of cleaned) {
        const column = mappedByIndex.get(index);
        if (!column) continue;
        report.add(
          recordNumber,
          column.header,
          cells[index] ?? '',
          ReportSeverity.warning,
          RowErrorReasons.characterRemoved,
        );
        warningCount++;
      }
      let valid = true;
      if (email === '') {
        report.add(recordNumber, emailColumn.header, rawEmail, ReportSeverity.error, RowErrorReasons.emailMissing);
        valid = false;
      } else if (!isValidEmail(email)) {
        report.add(recordNumber, emailColumn.header, rawEmail, ReportSeverity.error, RowErrorReasons.emailInvalid);
        valid = false;
      }
      if (!valid) {
        invalidRows++;
        return;
      }
      let json = '';
      for (const column of properties) {
        const raw = cells[column.index] ?? '';
        const value = column.convert(raw);
        if (value === null) {
          report.add(recordNumber, column.header, raw, ReportSeverity.warning, column.reason);
          warningCount++;
        } else if (value !== EMPTY_CELL) {
          json += `${json === '' ? '' : ','}${column.jsonKey}:${value}`;
        }
      }
      batch.push(`${recordNumber}\t${copyEscape(email)}\t{${copyEscapeJson(json)}}\n`);
      stagedRows++;
    };

    await forEachCsvRecord(
      ctx.storage.openRead(entry.fileKey),
      { encoding: entry.encoding, delimiter: entry.delimiter },
      onRecord,
      async () => {
        hooks.checkLease();
        if (batch.length > 0) {
          const text = batch.join('');
          batch = [];
          if (!copy.write(text)) await Promise.race([once(copy, 'drain'), copied]);
        }
        await report.flush();
        if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
          lastProgress = Date.now();
          await hooks.onProgress(processedRows);
        }
      },
    ).catch((error: unknown) => {
      copy.destroy();
      throw error;
    });
    copy.end();
    await copied;
    // Fresh tables have no statistics; the merge's join plan depends on the row count and the e-mails', and
    // its parts on those of lower(email). The properties' statistics serve no query and took half the time.
    await client.query(`analyze ${table} (email)`);
    const errorReportKey = await report.commit();
    return { stagedRows, processedRows, invalidRows, warningCount, errorReportKey };
  } catch (error) {
    broken = true;
    await report.abort();
    throw error;
  } finally {
    // A connection left in the middle of a COPY cannot be reused.
    client.release(broken);
  }
};

/** Whether the staging table holds exactly the rows a finished staging recorded (it may be gone after a crash). */
export const isStagingComplete = async (
  ctx: AppContext,
  importId: number,
  stagedRows: number | null,
): Promise<boolean> => {
  if (stagedRows === null) return false;
  const table = stagingTableOf(importId);
  const exists = await ctx.pool.query<{ present: boolean }>('select to_regclass($1) is not null as present', [
    table,
  ]);
  if (!exists.rows[0]?.present) return false;
  const count = await ctx.pool.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return count.rows[0]?.count === stagedRows;
};

/** Where part `part` of an import's match is kept until the merge ends. */
export const matchTableOf = (importId: number, part: number): string =>
  `${stagingTableOf(importId)}_match_${Math.trunc(part)}`;

/** Drops the staging table and the tables of a match in `parts` parts. */
export const dropStagingTable = async (ctx: AppContext, importId: number, parts = 0): Promise<void> => {
  const tables = [
    stagingTableOf(importId),
    ...Array.from({ length: parts }, (_, part) => matchTableOf(importId, part)),
  ];
  await ctx.pool.query(`drop table if exists ${tables.join(', ')}`);
};
