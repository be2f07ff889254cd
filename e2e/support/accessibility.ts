/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { shot } from './screens';

/* The accessibility rule every screen meets: axe clean of serious and critical violations, one h1, landmarks. */

export const NOT_FOUND_TEXT = 'Sorry, the page you visited does not exist.';

/** Waits until the screen has loaded its data and its spinners and skeletons are gone. */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // Away from any control, whose hover colours are not its resting ones.
  await page.mouse.move(0, 0);
};

const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** The serious and critical axe violations of the screen as it is, one line each with where and why. */
export const seriousViolations = async (page: Page, exclude?: string): Promise<string[]> => {
  // A sandboxed frame that may not run scripts (a template's preview) holds the marketer's email, not the app,
  // and axe cannot finish inside it: Chromium runs no task there, so the audit waited until the test timed out.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude(SCRIPTLESS_FRAMES);
  const audit = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}: ${violation.help}`,
    );
};

/**
 * Checks an open dialog, drawer or menu: axe clean, with a screenshot. `exclude` leaves out what the screen's
 * own audit covered, e.g. the sandboxed preview frames under a template dashboard's dialogs, slow to read.
 */
export const auditOverlay = async (page: Page, name: string, options: { exclude?: string } = {}) => {
  await page.waitForLoadState('networkidle');
  // Overlays fade and zoom in; axe measures colours, so they must be fully drawn.
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"]')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await shot(page, `a11y-${name}`);
  expect(
    await seriousViolations(page, options.exclude),
    `serious or critical axe violations on ${name}`,
  ).toEqual([]);
};

/**
 * Checks the screen: axe clean, exactly one h1 (visible or visually hidden), a main landmark and, in the
 * signed-in frame, a banner and a navigation. Returns the same-origin addresses its links lead to.
 */
export const auditScreen = async (
  page: Page,
  name: string,
  options: { shell?: boolean } = {},
): Promise<string[]> => {
  await settle(page);
  await shot(page, `a11y-${name}`);
  expect(await seriousViolations(page), `serious or critical axe violations on ${name}`).toEqual([]);
  await expect(page.locator('h1'), `one h1 on ${name}`).toHaveCount(1);
  await expect(page.getByRole('main'), `a main landmark on ${name}`).toHaveCount(1);
  if (options.shell) {
    await expect(page.getByRole('banner'), `a banner on ${name}`).toHaveCount(1);
    await expect(page.getByRole('navigation'), `a navigation on ${name}`).not.toHaveCount(0);
  }
  const origin = new URL(page.url()).origin;
  // A link within the screen (the skip link's #main) leads nowhere else.
  const hrefs = await page
    .locator('a[href]:not([href^="#"])')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).origin === origin).map((href) => href.replace(/#.*$/, ''));
};

/**
 * Every address answers: a server address (under /api) anything but 404, an address of the app a screen
 * other than the not-found page.
 */
export const expectNoDeadLinks = async (page: Page, hrefs: Iterable<string>) => {
  const dead: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.pathname.startsWith('/api/')) {
      const response = await page.request.get(href);
      if (response.status() === 404) dead.push(`${url.pathname}${url.search} answered 404`);
      continue;
    }
    await page.goto(href);
    await settle(page);
    if ((await page.getByText(NOT_FOUND_TEXT).count()) > 0)
      dead.push(`${url.pathname}${url.search} shows the not-found page`);
  }
  expect(dead, 'links that lead nowhere').toEqual([]);
};

/** The element that has the keyboard focus, as its accessible name and whether a focus ring shows. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', ring: false, tag: 'body' };
    const ringOf = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      );
    };
    // An input's ring is drawn by the antd wrapper around it.
    const wrapper = element.closest('.ant-input-affix-wrapper, .ant-input-password');
    const name =
      element.getAttribute('aria-label') ||
      (element.id && document.querySelector(`label[for="${element.id}"]`)?.textContent) ||
      element.textContent ||
      '';
    return {
      name: name.trim(),
      ring: ringOf(element) || (wrapper ? ringOf(wrapper) : false),
      tag: element.tagName,
    };
  });
