import { UnsubscribeMessages as M } from '@sendwell/contracts';
import type { UnsubscribePage } from './unsubscribe-preferences';

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/* Plain HTML and CSS: the page works without scripts, by keyboard, and reads well on a phone. */
const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1f1f; background: #f5f6f8; }
  main { max-width: 560px; margin: 48px auto; padding: 32px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  h1 { font-size: 24px; margin: 0 0 8px; }
  p { margin: 0 0 16px; }
  .status { padding: 12px 16px; border-radius: 8px; background: #f6ffed; border: 1px solid #b7eb8f; margin-bottom: 20px; }
  fieldset { border: 1px solid #d9d9d9; border-radius: 8px; padding: 12px 16px 4px; margin: 0 0 20px; }
  legend { font-weight: 600; padding: 0 4px; }
  label { display: flex; gap: 10px; align-items: flex-start; padding: 6px 0; cursor: pointer; }
  input[type=checkbox] { width: 18px; height: 18px; margin-top: 3px; accent-color: #4338ca; }
  .all { border-top: 1px solid #f0f0f0; padding-top: 12px; margin-bottom: 20px; }
  .all .title { font-weight: 600; }
  .help { display: block; color: #595959; font-size: 14px; }
  button { font: inherit; font-weight: 600; color: #fff; background: #4338ca; border: 0; border-radius: 8px; padding: 10px 20px; cursor: pointer; }
  button:hover { background: #3730a3; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .muted { color: #595959; }
`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/** The hosted unsubscribe page: the contact's email types as checkboxes and 'Unsubscribe from all'. */
export const unsubscribePageHtml = (model: UnsubscribePage): string => {
  const saved = model.saved
    ? `<p class="status" role="status">${escapeHtml(model.saved === 'unsubscribedAll' ? M.unsubscribedAll : M.saved)}</p>`
    : '';
  const types = model.types.length
    ? model.types
        .map(
          (type) =>
            `<label><input type="checkbox" name="types" value="${type.id}"${type.receiving ? ' checked' : ''}> <span>${escapeHtml(type.name)}</span></label>`,
        )
        .join('\n')
    : `<p class="muted">${escapeHtml(M.noEmailTypes)}</p>`;
  return page(
    M.title,
    `<h1>${escapeHtml(M.title)}</h1>
${saved}
<p>${escapeHtml(M.intro(model.email, model.sender))}</p>
<form method="post" action="/api/t/u/${encodeURIComponent(model.token)}/preferences">
<fieldset>
<legend>${escapeHtml(M.emailTypes)}</legend>
${types}
</fieldset>
<div class="all">
<label><input type="checkbox" name="all" value="on" aria-describedby="all-help"${model.unsubscribedAll ? ' checked' : ''}> <span><span class="title">${escapeHtml(M.all)}</span><span class="help" id="all-help">${escapeHtml(M.allHelp)}</span></span></label>
</div>
<button type="submit">${escapeHtml(M.save)}</button>
</form>`,
  );
};

/** What a link that this app did not sign shows. */
export const invalidLinkHtml = (): string =>
  page(M.notFound, `<h1>${escapeHtml(M.notFound)}</h1>\n<p>${escapeHtml(M.notFoundHelp)}</p>`);
