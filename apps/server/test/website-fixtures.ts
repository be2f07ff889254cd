import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small websites served on 127.0.0.1 for reading a brand kit from: each path answers as a real site would
 * (pages, stylesheets, images, redirects), so the reader meets real HTTP.
 */

/** A 1×1 PNG: enough for a logo that is truly an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

const send =
  (type: string, body: string | Buffer, status = 200): Answer =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };

const redirect =
  (location: string, status = 302): Answer =>
  (_request, response) => {
    response.writeHead(status, { location });
    response.end();
  };

/** A shop: theme colour, a linked stylesheet, a logo image, social links, an address in JSON-LD. */
const shop: Record<string, Answer> = {
  '/': send(
    'text/html; charset=utf-8',
    `<!doctype html><html><head><title>Lumen Coffee | Roasters</title>
      <meta name="theme-color" content="#C2410C">
      <link rel="stylesheet" href="/css/site.css"><link rel="icon" href="/favicon.png">
      <script type="application/ld+json">{"@type":"Organization","address":{"streetAddress":"Bahnhofstrasse 1","addressLocality":"Zürich","postalCode":"8001"}}</script>
    </head><body><header><a class="logo" href="/"><img src="/img/logo.png" alt="Lumen Coffee"></a></header>
      <footer><a href="https://www.instagram.com/lumencoffee/">Instagram</a> <a href="https://www.linkedin.com/company/lumen">LinkedIn</a>
      <a href="/privacy">Privacy</a></footer></body></html>`,
  ),
  '/css/site.css': send(
    'text/css',
    'body { font-family: "Work Sans", sans-serif } a { color: #1D4ED8 } .cta { background: #15803D }',
  ),
  '/img/logo.png': send('image/png', TINY_PNG),
  '/favicon.png': send('image/png', TINY_PNG),
};

/** A blog: styles inline only, a "logo" that is not an image, then an apple-touch-icon; an <address> footer. */
const blog: Record<string, Answer> = {
  '/': send(
    'text/html',
    `<html><head><style>h1 { color: #7C3AED; font-family: Georgia, serif }</style>
      <link rel="apple-touch-icon" href="/touch.png"></head>
      <body><img id="site-logo" src="/fake-logo.png" alt=""><h1>Notes</h1><address>12 Rue de Rivoli, Paris</address></body></html>`,
  ),
  '/fake-logo.png': send('image/png', '<html>not an image</html>'),
  '/touch.png': send('image/png', TINY_PNG),
};

/** A site behind a redirect, in Latin-1, with only an og:image to show for itself. */
const moved: Record<string, Answer> = {
  '/': redirect('/home'),
  '/home': send(
    'text/html; charset=iso-8859-1',
    Buffer.from(
      `<html><head><meta property="og:image" content="/card.png"><title>Caf\u00e9 Ol\u00e9</title></head><body style="background:#0E7490">Hola</body></html>`,
      'latin1',
    ),
  ),
  '/card.png': send('image/png', TINY_PNG),
};

/** Sites that must not be read. */
const hostile: Record<string, Answer> = {
  '/metadata': redirect('http://169.254.169.254/latest/meta-data/'),
  '/loop': redirect('/loop'),
  '/huge': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
    for (let i = 0; i < 40; i++) response.write(chunk);
    response.end();
  },
  '/report.pdf': send('application/pdf', '%PDF-1.4 not a page'),
  '/slow': () => {
    // Never answers.
  },
};

export const WEBSITE_FIXTURES = { shop, blog, moved, hostile } as const;

export interface FixtureSite {
  url: string;
  close(): Promise<void>;
}

/** Serves one fixture site on a free loopback port. */
export const serveWebsite = async (site: Record<string, Answer>): Promise<FixtureSite> => {
  const server: Server = createServer((request, response) => {
    const answer = site[new URL(request.url ?? '/', 'http://fixture').pathname];
    if (answer) return answer(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
