import type { TemplateFinding } from '@sendwell/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 things to check · 2 notes': warnings are what to check; notes are worth a look. */
export const checkerSummary = (findings: readonly TemplateFinding[]): string => {
  const warnings = findings.filter((finding) => finding.severity === 'warning').length;
  const notes = findings.length - warnings;
  const head = warnings === 0 ? 'Nothing to fix' : plural(warnings, 'thing to check', 'things to check');
  return notes === 0 ? head : `${head} · ${plural(notes, 'note', 'notes')}`;
};

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
