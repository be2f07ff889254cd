import { once } from 'node:events';
import type { ReportSeverity } from '@sendwell/domain';
import type { Storage } from '../../platform/storage';

const CSV_QUOTE_NEEDED = /[",\r\n]/;
/** Spreadsheet apps run a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return CSV_QUOTE_NEEDED.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const ERROR_REPORT_HEADER = 'row,column,value,severity,reason\n';

/**
 * An import's report as CSV (row, column, value, severity, reason), streamed to storage: an error skipped
 * its row, a warning left a value out of a row that was imported. The file is opened at the first
 * problem, so an import without any leaves none behind. It is kept as long as the import is.
 */
export class ErrorReportWriter {
  private target: Awaited<ReturnType<Storage['openWrite']>> | null = null;
  private pending: string[] = [];
  private opened = false;

  constructor(
    private readonly storage: Storage,
    readonly key: string,
  ) {}

  get hasRows(): boolean {
    return this.opened || this.pending.length > 0;
  }

  add(row: number, column: string, value: string, severity: ReportSeverity, reason: string): void {
    this.pending.push(`${row},${csvCell(column)},${csvCell(value)},${severity},${csvCell(reason)}\n`);
  }

  /** Writes what was added, waiting when storage asks to. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    if (!this.target) {
      this.target = await this.storage.openWrite(this.key);
      this.opened = true;
      this.pending.unshift(ERROR_REPORT_HEADER);
    }
    const text = this.pending.join('');
    this.pending = [];
    if (!this.target.stream.write(text)) await once(this.target.stream, 'drain');
  }

  /** Makes the report visible; returns its key, or null when no row was skipped. */
  async commit(): Promise<string | null> {
    await this.flush();
    if (!this.target) return null;
    const { stream } = this.target;
    stream.end();
    if (!stream.writableFinished) await once(stream, 'finish');
    await this.target.commit();
    return this.key;
  }

  async abort(): Promise<void> {
    if (!this.target) return;
    this.target.stream.destroy();
    await this.target.abort();
  }
}
