import { describe, expect, it } from 'vitest';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';
import { declarationFeatures } from './css-support-rule';

const css = (body: string, head?: string) => findingsOf('css-support', emailHtml(body, head ? { head } : {}));

describe('CSS support in Gmail, Outlook and Apple Mail (caniemail)', () => {
  it('warns about display:flex, naming the clients that ignore it', () => {
    const [finding] = css('<div style="display:flex">A</div>');
    expect(finding).toMatchObject({ severity: 'warning', where: 'div "display: flex"' });
    expect(finding?.message).toMatch(/^display:flex is not supported in Outlook \(Windows/);
    expect(finding?.fix).toContain('https://www.caniemail.com/features/css-display-flex/');
  });

  it('reads <style> rules with their line, and @media and :hover', () => {
    const found = css(
      '<p>Hi</p>',
      '<style>\n.a { color: red }\n@media (max-width: 600px) { .a { width: 100% } }\na:hover { color: blue }\n</style>',
    );
    const media = found.find((finding) => finding.message.startsWith('@media '));
    expect(media).toMatchObject({ severity: 'info', line: 3 });
    expect(found.some((finding) => finding.message.startsWith(':hover '))).toBe(true);
  });

  it('says nothing of plain table styles every client supports', () => {
    expect(
      css(
        '<table><tr><td style="padding:8px;font-size:16px;color:#111111;background-color:#ffffff;text-align:left">Hi</td></tr></table>',
      ),
    ).toEqual([]);
  });

  it('groups each feature once with how often it is used', () => {
    const [finding] = css('<div style="position:absolute">A</div><div style="position:relative">B</div>');
    expect(finding?.count).toBe(2);
  });

  it('skips the hiding tricks of a preheader', () => {
    expect(css('<p>Hi</p>')).toEqual([]);
  });

  it('finds features in values and units', () => {
    expect(declarationFeatures({ property: 'width', value: 'calc(100% - 2rem)', important: true })).toEqual(
      expect.arrayContaining(['css-unit-calc', 'css-unit-rem', 'css-important']),
    );
    expect(declarationFeatures({ property: '--brand', value: '#fff', important: false })).toEqual([
      'css-variables',
    ]);
    expect(
      declarationFeatures({ property: 'background', value: 'linear-gradient(#fff, #000)', important: false }),
    ).toContain('css-linear-gradient');
  });
});

describe('what the CSS check leaves out', () => {
  it('skips declarations that ask for the default, which change nothing where ignored', () => {
    expect(declarationFeatures({ property: 'outline', value: 'none', important: false })).toEqual([]);
    expect(
      declarationFeatures({ property: 'outline', value: '2px solid #1d4ed8', important: false }),
    ).toEqual(['css-outline']);
    expect(declarationFeatures({ property: 'display', value: 'none', important: false })).toEqual([
      'css-display-none',
    ]);
  });
});
