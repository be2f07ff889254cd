import { describe, expect, it } from 'vitest';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';

const contrast = (body: string) => findingsOf('contrast', emailHtml(body));

describe('text and background contrast (WCAG AA)', () => {
  it('warns about light grey text on white and suggests a colour that passes', () => {
    const [finding] = contrast('<p style="color:#aaaaaa">Free returns within 30 days</p>');
    expect(finding).toMatchObject({ severity: 'warning', where: 'p "Free returns within 30 days"' });
    expect(finding?.message).toContain('#aaaaaa on #ffffff');
    expect(finding?.message).toContain('4.5:1');
    expect(finding?.fix).toMatch(/#[0-9a-f]{6} \((4\.[5-9]|[5-9])\d*:1 on #ffffff\)/);
  });

  it('passes dark text on white and white text on a dark button', () => {
    expect(
      contrast(
        '<p style="color:#333333">Hello</p><table><tr><td bgcolor="#1d4ed8"><a href="https://x.example" style="color:#ffffff">Shop</a></td></tr></table>',
      ),
    ).toEqual([]);
  });

  it('reads the background from bgcolor and background on ancestors, as email HTML sets them', () => {
    const html =
      '<table bgcolor="#222222"><tr><td><p style="color:#444444">Dark on dark</p></td></tr></table>';
    expect(contrast(html)[0]?.message).toContain('#444444 on #222222');
    const shorthand =
      '<div style="background:#fafafa no-repeat"><span style="color:#f0f0f0">Pale</span></div>';
    expect(contrast(shorthand)[0]?.message).toContain('#f0f0f0 on #fafafa');
    const legacy =
      '<table bgcolor="ffff00"><tr><td><font color="#ffffff">Ünïcödé on yellow</font></td></tr></table>';
    expect(contrast(legacy)[0]?.where).toContain('Ünïcödé on yellow');
  });

  it('asks only 3:1 of large text: 24 px, or 19 px bold', () => {
    // #949494 on white is 3.03:1: enough for large text, not for normal text.
    expect(contrast('<h1 style="color:#949494;font-size:24px">Big</h1>')).toEqual([]);
    expect(contrast('<p style="color:#949494;font-size:19px;font-weight:bold">Bold</p>')).toEqual([]);
    expect(contrast('<p style="color:#949494;font-size:18px">Small</p>')).toHaveLength(1);
  });

  it('skips hidden text and text over a background image, whose colours are unknown', () => {
    expect(contrast('<div style="display:none;color:#ffffff">Hidden</div>')).toEqual([]);
    expect(
      contrast(
        '<table><tr><td style="background-image:url(https://x.example/bg.jpg)"><p style="color:#ffffff">On a photo</p></td></tr></table>',
      ),
    ).toEqual([]);
    expect(contrast('<table><tr><td><p style="color:#ffffff">On white</p></td></tr></table>')).toHaveLength(
      1,
    );
  });

  it('gives links the default link colour unless set', () => {
    expect(
      contrast(
        '<table><tr><td bgcolor="#000000"><a href="https://x.example">Read more</a></td></tr></table>',
      )[0]?.message,
    ).toContain('#0000ee on #000000');
  });
});
