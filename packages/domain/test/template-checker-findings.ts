import type { FindingKind, TemplateFinding } from '@sendwell/contracts';
import { checkTemplate } from '../src/template-checker';

/** The findings of one kind the checker reports on `html` (a marketing email unless told). */
export const findingsOf = (kind: FindingKind, html: string, marketing = true): TemplateFinding[] =>
  checkTemplate(html, { marketing }).findings.filter((finding) => finding.kind === kind);
