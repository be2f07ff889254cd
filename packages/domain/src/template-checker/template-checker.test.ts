import { describe, expect, it } from 'vitest';
import { FindingKind, TemplateCheck } from '@sendwell/contracts';
import {
  emailHtml,
  largeEmail,
  PROBLEM_TEMPLATE,
  PROBLEM_TEMPLATE_KINDS,
} from '../../test/template-checker-samples';
import { checkTemplate, darkModeHtml } from '.';

describe('checkTemplate', () => {
  it('finds every known problem in a template, warnings first, each with a place and a fix', () => {
    const check = TemplateCheck.parse(checkTemplate(PROBLEM_TEMPLATE, { marketing: true }));
    const kinds = new Set(check.findings.map((finding) => finding.kind));
    for (const kind of PROBLEM_TEMPLATE_KINDS) expect(kinds, kind).toContain(kind);
    const severities = check.findings.map((finding) => finding.severity);
    expect(severities.indexOf('info')).toBeGreaterThan(severities.lastIndexOf('warning'));
    for (const finding of check.findings) expect(finding.fix.length).toBeGreaterThan(10);
    expect(check.findings.find((finding) => finding.kind === 'image-alt')).toMatchObject({ line: 6 });
  });

  it('finds nothing to warn about in a clean email', () => {
    const clean = emailHtml(
      '<table bgcolor="#ffffff"><tr><td style="color:#1f2937"><p>Hello Zoë</p><a href="https://shop.example.com" style="color:#1d4ed8">Shop</a></td></tr></table>',
    );
    expect(
      checkTemplate(clean, { marketing: true }).findings.filter((finding) => finding.severity === 'warning'),
    ).toEqual([]);
  });

  it('checks a realistic 100 KB newsletter completely', () => {
    const html = largeEmail(100 * 1024);
    const check = checkTemplate(html, { marketing: true });
    expect(check.sizeBytes).toBeGreaterThan(100 * 1024);
    // The sections repeat, so a feature is one finding counted per use, not hundreds.
    const radius = check.findings.find((finding) => finding.message.startsWith('border-radius'));
    expect(radius?.count).toBeGreaterThan(100);
    expect(check.findings.length).toBeLessThan(20);
    expect(check.findings.find((finding) => finding.kind === 'size')?.severity).toBe('info');
    expect(check.findings.filter((finding) => finding.severity === 'warning')).toEqual([]);
    expect(darkModeHtml(html).length).toBeGreaterThan(html.length * 0.9);
  });

  it('never throws on broken HTML and CSS', () => {
    const broken =
      '<p style="color:;;: red; background: url(data:image/png;base64,AA==">x<style>.a{{{</style><img alt>';
    const check = checkTemplate(broken, { marketing: false });
    for (const finding of check.findings) expect(FindingKind.options).toContain(finding.kind);
    expect(() => darkModeHtml(broken)).not.toThrow();
  });
});
