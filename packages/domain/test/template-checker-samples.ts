import type { FindingKind } from '@sendwell/contracts';

/** HTML samples for the template checker's tests: a clean email, one with known problems, and a large one. */

export const PREHEADER =
  '<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">Our spring picks are here</div>';
export const UNSUBSCRIBE_FOOTER =
  '<p style="font-size:12px;color:#555555"><a href="{{ unsubscribe_url }}" style="color:#555555">Unsubscribe</a></p>';

/** An email around `body`: a preheader first (unless told), an unsubscribe footer last (unless told). */
export const emailHtml = (
  body: string,
  options: { head?: string; preheader?: boolean; footer?: boolean } = {},
): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Spring</title>${options.head ?? ''}</head>` +
  `<body style="margin:0;background-color:#ffffff">${options.preheader === false ? '' : PREHEADER}` +
  `${body}${options.footer === false ? '' : UNSUBSCRIBE_FOOTER}</body></html>`;

/**
 * A marketing email with one of each problem the checker knows: no preheader, no unsubscribe link, an image
 * without alt text, light grey text on white, an empty link and a localhost link, display:flex,
 * and dark text with no background of its own.
 */
export const PROBLEM_TEMPLATE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Spring sale</title></head>
<body style="margin:0">
<table role="presentation" width="100%" bgcolor="#ffffff">
  <tr><td align="center"><img src="https://cdn.example.com/spring/hero.jpg" width="600" height="300"></td></tr>
  <tr><td style="padding:24px;font-family:Arial,sans-serif">
    <h1 style="color:#111111;font-size:28px">Spring sale</h1>
    <p style="color:#aaaaaa;font-size:14px">Everything in the shop is 20% off until Sunday.</p>
    <div style="display:flex;gap:12px">
      <a href="#" style="color:#1d4ed8">Réserver</a>
      <a href="http://localhost:3000/shop" style="color:#1d4ed8">Voir la boutique</a>
    </div>
  </td></tr>
</table>
<p style="color:#222222;font-family:Arial,sans-serif">Questions? Reply to this email.</p>
</body>
</html>`;

/** The kinds of finding PROBLEM_TEMPLATE has: every kind but size. */
export const PROBLEM_TEMPLATE_KINDS: readonly FindingKind[] = [
  'unsubscribe',
  'preheader',
  'link',
  'image-alt',
  'contrast',
  'css-support',
  'dark-mode',
];

const SECTION = (index: number) => `
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f4f5" style="background-color:#f4f4f5">
  <tr>
    <td align="center" style="padding:24px 16px">
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;border-radius:8px">
        <tr><td><a href="https://shop.example.com/products/${index}?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=spring"><img src="https://cdn.example.com/products/${index}.jpg" width="600" alt="Product ${index}: linen shirt in sage green" style="display:block;width:100%;height:auto;border:0"></a></td></tr>
        <tr>
          <td style="padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#1f2937">
            <h2 style="margin:0 0 8px;font-size:22px;line-height:28px;color:#111827">Linen shirt n° ${index} — now in sage</h2>
            <p style="margin:0 0 16px">Cut from washed European linen, it softens with every wear. Pair it with chinos for the office or shorts for the weekend; either way it breathes on the warmest days. Free returns within 30 days.</p>
            <table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#1d4ed8" style="border-radius:6px;background-color:#1d4ed8"><a href="https://shop.example.com/products/${index}?utm_source=newsletter" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none">Shop now</a></td></tr></table>
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>`;

/** A realistic newsletter of product sections, grown until its HTML reaches about `bytes`. */
export const largeEmail = (bytes: number): string => {
  const head =
    '<style>@media only screen and (max-width:620px){.column{width:100%!important}} a:hover{text-decoration:underline}</style>';
  let body = '';
  for (let index = 1; emailHtml(body, { head }).length < bytes; index += 1) body += SECTION(index);
  return emailHtml(body, { head });
};
