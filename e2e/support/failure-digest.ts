import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of each error kept in the digest: the message and where it was raised. */
const LINES_PER_ERROR = 6;

// Colour codes make the digest hard to read in a plain log.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

const shortPath = (file: string): string => file.replace(/^.*\/e2e\//, 'e2e/');

/**
 * Repeats each failure's first error lines after the run's summary, so that the end of a long log, often
 * the only part kept, says what failed and why.
 */
export default class FailureDigest implements Reporter {
  private readonly failures: string[] = [];
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // Flaky: it failed, then passed on its retry (a test run again only because the worker restarted is not).
    if (result.status === 'passed' && test.outcome() === 'flaky') {
      this.flaky.push(`  ${shortPath(test.location.file)}:${test.location.line} › ${test.title}`);
    }
    if (result.status === 'passed' || result.status === 'skipped') return;
    const where = `${shortPath(test.location.file)}:${test.location.line}`;
    const errors = result.errors.map((error) => {
      const lines = (error.message ?? error.value ?? 'unknown error')
        .replace(ANSI, '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, LINES_PER_ERROR);
      if (error.location) lines.push(`at ${shortPath(error.location.file)}:${error.location.line}`);
      return lines.map((line) => `      ${line}`).join('\n');
    });
    this.failures.push([`  ${where} › ${test.title} (${result.status})`, ...errors].join('\n'));
  }

  onEnd(): void {
    // A test that passed only on its retry is named, so a flaky one is fixed rather than forgotten.
    if (this.flaky.length > 0) console.log(`\nPassed only when retried (flaky):\n${this.flaky.join('\n')}\n`);
    if (this.failures.length === 0) return;
    console.log(`\nFailures in short:\n${this.failures.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
