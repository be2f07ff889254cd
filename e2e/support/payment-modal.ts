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
  await modal.getByRole('combobox', { name: 'Country' }).fill('India');
  // 'British Indian Ocean Territory' matches too.
  await page.getByTitle('India', { exact: true }).click();
  await modal.getByLabel('GSTIN (optional)').fill('27aapfu0939f1zv');
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
