import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/**
 * The flags the end-to-end suite launches the same Chromium with (playwright.config.ts), plus a resolver that
 * finds no host at all: a snapshot never reaches the network, whatever the page asks for.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const NO_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND';

/** The only address a snapshot's page is served from; every other request is refused before it leaves. */
const PAGE_URL = 'http://snapshot.invalid/';
/**
 * What the page may load, enforced by Chromium itself: inline styles, and images and fonts from data: URIs.
 * Requests the page router never sees (prefetches, CSS imports) are stopped here too.
 */
const SNAPSHOT_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; base-uri 'none'; form-action 'none'";

/** Chromium is not installed at the configured path, or would not start. */
export class BrowserUnavailableError extends Error {}
/** The page could not be drawn in time (a broken or enormous document); trying again would not help. */
export class SnapshotFailedError extends Error {}

export interface SnapshotSize {
  /** The page's width in CSS pixels, as a mail client's reading pane would be. */
  width: number;
  /** How much of the top of the page is captured, in CSS pixels. */
  height: number;
  /** The image's width in pixels; the capture is scaled to it. */
  outputWidth: number;
}

export interface HtmlSnapshots {
  /** A PNG of the top of the page, drawn with scripts off and no network. */
  capture(html: string, size: SnapshotSize): Promise<Buffer>;
  /** Closes the browser for good: the process is stopping, and a capture asked for after this fails. */
  close(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/**
 * Snapshots drawn by one headless Chromium, started on the first capture and kept for the next ones (starting
 * it costs several captures, see docs/benchmarks.md), then closed after `idleMs` without work. Each capture
 * gets a fresh browser context, so nothing of one page is seen by the next.
 */
export const createHtmlSnapshots = (options: {
  executablePath: string;
  idleMs?: number;
  timeoutMs?: number;
}): HtmlSnapshots => {
  const idleMs = options.idleMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let browser: Promise<Browser> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let running = 0;
  let closed = false;

  const closeBrowser = async () => {
    const current = browser;
    browser = undefined;
    const open = await current?.catch(() => undefined);
    await open?.close().catch(() => undefined);
  };

  const launch = (): Promise<Browser> => {
    if (closed) return Promise.reject(new Error('Snapshots are closed: the process is stopping'));
    if (browser) return browser;
    if (!existsSync(options.executablePath)) {
      return Promise.reject(new BrowserUnavailableError(`No Chromium at ${options.executablePath}`));
    }
    // Loaded on the first capture: most processes never draw one, and playwright-core is slow to load.
    const launching = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: options.executablePath,
          headless: true,
          args: [...CHROMIUM_FLAGS, NO_HOSTS],
          timeout: timeoutMs,
        }),
      )
      .then(async (started) => {
        if (closed) {
          await started.close();
          throw new Error('Snapshots are closed: the process is stopping');
        }
        // A browser that crashed or was killed is started again by the next capture.
        started.on('disconnected', () => {
          if (browser === launching) browser = undefined;
        });
        return started;
      })
      .catch((error: unknown) => {
        if (browser === launching) browser = undefined;
        if (closed) throw error;
        throw new BrowserUnavailableError(
          `Chromium at ${options.executablePath} did not start: ${messageOf(error)}`,
        );
      });
    browser = launching;
    return launching;
  };

  return {
    async capture(html, size) {
      running++;
      clearTimeout(idleTimer);
      try {
        const started = await launch();
        const context = await started.newContext({
          javaScriptEnabled: false,
          viewport: { width: size.width, height: size.height },
          deviceScaleFactor: size.outputWidth / size.width,
          serviceWorkers: 'block',
          acceptDownloads: false,
        });
        try {
          await context.route('**/*', (route) =>
            route.request().url() === PAGE_URL
              ? route.fulfill({
                  status: 200,
                  contentType: 'text/html; charset=utf-8',
                  headers: { 'content-security-policy': SNAPSHOT_CSP },
                  body: html,
                })
              : route.abort('blockedbyclient'),
          );
          const page = await context.newPage();
          await page.goto(PAGE_URL, { waitUntil: 'load', timeout: timeoutMs });
          return await page.screenshot({
            type: 'png',
            animations: 'disabled',
            scale: 'device',
            timeout: timeoutMs,
          });
        } catch (error) {
          throw new SnapshotFailedError(messageOf(error));
        } finally {
          await context.close().catch(() => undefined);
        }
      } finally {
        running--;
        if (running === 0 && !closed) {
          idleTimer = setTimeout(() => void closeBrowser(), idleMs);
          idleTimer.unref();
        }
      }
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await closeBrowser();
    },
  };
};
