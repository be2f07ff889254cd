import { expect, type Page } from '@playwright/test';

/** The payment and upgrade modal, once open. */
export const paymentModal = (page: Page) => page.getByRole('dialog');

/** Fills the modal's billing address step (an Indian address with its GSTIN) and continues to the checkout. */
export const fillBillingAddress = async (page: Page) => {
  const modal = paymentModal(page);
  const fields: [string, string][] = [
    ['First name', 'Grace'],
    ['Last name', 'Marketer'],
    ['Company name', 'Lists Co'],
    ['Email', 'billing@example.com'],
    ['Address line 1', '1 MG Road'],
    ['City', 'Pune'],
    ['State', 'Maharashtra'],
    ['Zip code', '411001'],
    ['Contact number', '+91 98765 43210'],
  ];
  for (const [label, value] of fields) await modal.getByLabel(label, { exact: true }).fill(value);
  const country = modal.getByRole('combobox', { name: 'Country' });
  const gstin = modal.getByLabel('GSTIN (optional)');
  // 'British Indian Ocean Territory' matches too. The option sits at the foot of the viewport: when the click
  // scrolls the modal, the list may still be moving to its new place and the click lands beside it, so the
  // choice is made again until the country is India (its GSTIN field shows).
  await expect(async () => {
    if (!(await page.getByTitle('India', { exact: true }).isVisible())) await country.fill('India');
    await page.getByTitle('India', { exact: true }).click({ timeout: 5_000 });
    await expect(gstin).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await gstin.fill('27aapfu0939f1zv');
  await expect(modal.getByLabel('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');
  await modal.getByRole('button', { name: 'Continue' }).click();
};

/** The sandbox checkout in the modal's frame. */
export const checkoutFrame = (page: Page) => page.frameLocator('iframe[title="Checkout"]');

/** Pays in the modal's frame with a test card. */
export const payInFrame = async (page: Page, cardNumber = '4242 4242 4242 4242') => {
  const frame = checkoutFrame(page);
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByRole('button', { name: /^Pay / }).click();
};

/** Leaves the modal for the checkout its frame shows, as the provider's page on its own. */
export const openCheckoutPage = async (page: Page) => {
  const frame = page.locator('iframe[title="Checkout"]');
  await expect(frame).toBeVisible();
  await page.goto((await frame.getAttribute('src'))!);
};
