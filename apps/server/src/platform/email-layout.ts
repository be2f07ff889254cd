const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The frame of every email Sendwell itself sends: a heading, a few paragraphs and one button. */
export const emailLayout = (heading: string, paragraphs: string[], action: { label: string; url: string }): string => `<!doctype html>
<html><body style="margin:0;background:#f5f6fa;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#3b5bdb;padding-bottom:16px">Sendwell</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(heading)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:22px;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
<tr><td style="padding:12px 0 20px"><a href="${escapeHtml(action.url)}" style="background:#3b5bdb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:bold">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font-size:13px;color:#6b7280">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></td></tr>
</table></td></tr></table></body></html>`;

