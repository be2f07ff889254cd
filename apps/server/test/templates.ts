import { newUploadDraftId, templateRoutes, type TemplateKind } from '@sendwell/contracts';
import type { ApiResponse, TestBrowser } from './http-client';
import { multipartBody } from './multipart';

export const SIMPLE_HTML = '<!doctype html><html><head><title>Hello</title></head><body><h1>Spring sale</h1><p>Everything 20% off.</p></body></html>';

export const SIMPLE_AMP = `<!doctype html>
<html ⚡4email data-css-strict>
<head>
  <meta charset="utf-8">
  <script async src="https://cdn.ampproject.org/v0.js"></script>
  <script async custom-element="amp-carousel" src="https://cdn.ampproject.org/v0/amp-carousel-0.2.js"></script>
  <style amp4email-boilerplate>body{visibility:hidden}</style>
  <style amp-custom>h1 { color: #1e293b; }</style>
</head>
<body>
  <h1>Pick your favourite</h1>
  <amp-carousel width="400" height="300" layout="responsive" type="slides">
    <amp-img src="https://example.com/one.png" width="400" height="300" alt="One"></amp-img>
  </amp-carousel>
</body>
</html>`;

let draftCounter = 0;
/** A fresh upload id, as the web app makes one per upload. */
export const newDraftId = (kind: TemplateKind): string => newUploadDraftId(kind, Date.now() * 1000 + draftCounter++);

export interface TemplateFileOptions {
  kind: TemplateKind;
  draftId: string;
  content: string | Buffer;
  fileName?: string;
  type?: string;
}

export const uploadTemplateFile = (browser: TestBrowser, options: TemplateFileOptions): Promise<ApiResponse<{ status: string; fileName: string; size: number }>> => {
  const { body, contentType } = multipartBody(
    { templateId: options.draftId },
    { name: options.fileName ?? (options.kind === 'AMP' ? 'email.amp.html' : 'email.html'), content: options.content, type: options.type ?? 'text/html' },
  );
  return browser.request({
    method: 'POST',
    url: `${templateRoutes.uploadFiles.path}?type=${options.kind}`,
    headers: { 'content-type': contentType },
    body,
  });
};

/** Uploads an HTML template (with an AMP part when given) and creates it; answers its id. */
export const createUploadedTemplate = async (
  browser: TestBrowser,
  options: { name: string; emailType: string; html?: string; amp?: string },
): Promise<number> => {
  const kind: TemplateKind = options.amp === undefined ? 'HTML' : 'AMP';
  const draftId = newDraftId(kind);
  await browser.call(templateRoutes.createEmailType, { body: { emailType: options.emailType } });
  const html = await uploadTemplateFile(browser, { kind: 'HTML', draftId, content: options.html ?? SIMPLE_HTML });
  if (html.status !== 200) throw new Error(`HTML upload failed: ${html.text}`);
  if (options.amp !== undefined) {
    const amp = await uploadTemplateFile(browser, { kind: 'AMP', draftId, content: options.amp });
    if (amp.status !== 200) throw new Error(`AMP upload failed: ${amp.text}`);
  }
  const created = await browser.call(templateRoutes.createRawTemplate, {
    query: { type: kind },
    body: { templateId: draftId, name: options.name, templateChannel: options.emailType },
  });
  return created.data.id;
};
