import { GMAIL_CLIP_BYTES, type TemplateCheck, type TemplateFinding } from '@sendwell/contracts';
import { checkContrast } from './contrast-rule';
import { checkCssSupport } from './css-support-rule';
import { checkDarkMode } from './dark-mode';
import { checkImageAlt } from './image-alt-rule';
import { checkLinks } from './link-rule';
import { checkPreheader } from './preheader-rule';
import { checkSize, htmlBytes } from './size-rule';
import { checkUnsubscribe } from './unsubscribe-rule';
import { parseTemplate } from './template-document';
import { foldCase } from '../fold-case';

export { darkModeHtml } from './dark-mode';
export { UNSUBSCRIBE_MERGE_TAG } from './unsubscribe-rule';

const SEVERITY_ORDER: Record<TemplateFinding['severity'], number> = { warning: 0, info: 1 };

/**
 * Everything the checker finds in a template's HTML, warnings first. `marketing`: whether the email needs
 * an unsubscribe link (a transactional email does not). Pure: the same HTML always gives the same findings.
 */
export const checkTemplate = (html: string, options: { marketing: boolean }): TemplateCheck => {
  const document = parseTemplate(html);
  const findings = [
    ...checkSize(html),
    ...checkUnsubscribe(document, options.marketing),
    ...checkPreheader(document),
    ...checkLinks(document),
    ...checkImageAlt(document),
    ...checkContrast(document),
    ...checkCssSupport(document),
    ...checkDarkMode(document),
  ];
  // A stable sort keeps each rule's own order within a severity.
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return {
    sizeBytes: htmlBytes(html),
    clipLimitBytes: GMAIL_CLIP_BYTES,
    marketing: options.marketing,
    findings,
  };
};

const TRANSACTIONAL = 'transactional';

/**
 * Whether a template is marketing, which needs an unsubscribe link: all are, but those made for transactional
 * email (the gallery's Transactional use case, or an email type named so, such as 'Transactional receipts').
 */
export const isMarketingTemplate = (template: {
  useCases: readonly string[];
  templateChannel: string | null;
}): boolean =>
  !template.useCases.some((useCase) => foldCase(useCase) === TRANSACTIONAL) &&
  !foldCase(template.templateChannel ?? '').includes(TRANSACTIONAL);
