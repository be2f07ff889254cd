import { describe, expect, it } from 'vitest';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';
import { darkModeHtml } from '.';
import { parseColor } from './colors';
import { darkBackground, darkText } from './dark-mode';

const color = (value: string) => {
  const parsed = parseColor(value);
  if (!parsed) throw new Error(value);
  return parsed;
};

describe('dark-mode preview', () => {
  it('darkens light backgrounds and lightens dark text, leaving mid colours', () => {
    expect(darkBackground(color('#ffffff')).toHex()).toBe('#121212');
    expect(darkText(color('#111111')).luminance()).toBeGreaterThan(0.5);
    expect(darkBackground(color('#1d4ed8')).toHex()).toBe('#1d4ed8');
    expect(darkText(color('#ffffff')).toHex()).toBe('#ffffff');
  });

  it('rewrites inline styles, bgcolor, font colours and <style> rules, and is deterministic', () => {
    const html = emailHtml(
      '<table bgcolor="#ffffff"><tr><td style="background:#f4f4f5 url(https://x.example/a.png);color:#333333"><font color="#000000">Hé 🎉</font></td></tr></table>',
      { head: '<style>.x{color:#000000} @media (prefers-color-scheme: dark){.x{color:#000001}}</style>' },
    );
    const dark = darkModeHtml(html);
    expect(dark).not.toContain('bgcolor="#ffffff"');
    expect(dark).not.toContain('#f4f4f5');
    expect(dark).toContain('url(https://x.example/a.png)');
    expect(dark).not.toContain('color="#000000"');
    expect(dark).toContain('.x{color:#');
    expect(dark).not.toContain('.x{color:#000000}');
    // The template's own dark-mode rules stay as written.
    expect(dark).toContain('.x{color:#000001}');
    expect(dark).toContain('Hé 🎉');
    expect(dark).toContain('background-color:#121212');
    expect(darkModeHtml(html)).toBe(dark);
  });
});

describe('dark-mode findings', () => {
  it('notes dark text set without a background of its own', () => {
    const [finding] = findingsOf(
      'dark-mode',
      emailHtml('<p style="color:#222222">Merci !</p>').replace('background-color:#ffffff', ''),
    );
    expect(finding).toMatchObject({ severity: 'info', where: 'p "Merci !"' });
    expect(finding?.message).toContain('#222222');
  });

  it('says nothing when the text sits on a background it sets, or keeps the default colour', () => {
    expect(findingsOf('dark-mode', emailHtml('<p style="color:#222222">Hi</p>'))).toEqual([]);
    expect(
      findingsOf(
        'dark-mode',
        emailHtml('<p>Hi</p>', { footer: false }).replace('background-color:#ffffff', ''),
      ),
    ).toEqual([]);
  });

  it('notes transparent-capable images such as logos, not spacers or photos', () => {
    const [finding] = findingsOf('dark-mode', emailHtml('<img src="https://x.example/logo.png" alt="Acme">'));
    expect(finding?.where).toContain('logo.png');
    expect(
      findingsOf(
        'dark-mode',
        emailHtml(
          '<img src="https://x.example/s.gif" width="1" alt=""><img src="https://x.example/p.jpg" alt="Photo">',
        ),
      ),
    ).toEqual([]);
  });
});
