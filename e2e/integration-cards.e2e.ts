import { expect, test } from '@playwright/test';
import { auditOverlay, auditScreen } from './support/accessibility';
import { useListsSuite } from './support/lists-suite';

const { freshAccount } = useListsSuite('integration-cards');

test('a trial sees paid-only integrations locked, with the paid-feature modal, sales and the plans', async ({
  page,
}) => {
  await freshAccount(page, 'Integrations account');
  await page.goto('/app/settings/store-integration');
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible({ timeout: 30_000 });
  // The free integrations are open; the store is connected further down.
  await expect(page.getByText('Connect it below')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request setup' })).toHaveCount(2);

  const hubspot = page.getByRole('button', { name: 'HubSpot: Upgrade plan to use this integration' });
  await hubspot.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Upgrade plan to use this integration');
  await auditScreen(page, 'integration-cards', { shell: true });
  await page.screenshot({ path: '/tmp/billing-credits-integration-cards.png', animations: 'disabled' });

  await hubspot.click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('You discovered a paid feature')).toBeVisible();
  await auditOverlay(page, 'paid-feature-modal');
  await page.screenshot({ path: '/tmp/billing-credits-paid-feature.png', animations: 'disabled' });
  // 'Talk to sales' closes it and opens the sales modal.
  await modal.getByRole('button', { name: 'Talk to sales' }).click();
  await expect(page.getByText('You discovered a paid feature')).toBeHidden();
  await expect(page.getByRole('dialog').getByText('Talk to sales')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email sales' })).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A free integration is asked for; 'Upgrade now' goes to the plans.
  await page.getByRole('button', { name: 'Request setup' }).first().click();
  await expect(
    page.getByText('Thanks! Our team will get in touch to set up this integration.'),
  ).toBeVisible();
  await expect(page.getByText('Setup requested')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom: Upgrade plan to use this integration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Upgrade now' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/plans$/);
});
