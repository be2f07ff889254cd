import type { ComponentType } from 'react';

export interface SettingsTabEntry {
  /** The route key after /app/settings/ (spec 3 §2.11). */
  key: string;
  label: string;
  /** The tab's content, loaded with its route; tabs come from several features, so the shell lists them. */
  load: () => Promise<ComponentType>;
}

/**
 * Settings tabs in display order. The spec's other keys (sendersettings, apikey, plans, billingHistory,
 * teamMembers) are added here as their features land; sendersettings then becomes the default tab.
 */
export const settingsTabs: SettingsTabEntry[] = [
  {
    key: 'myaccount',
    label: 'My account',
    load: () => import('../features/settings/components/my-account-tab').then((m) => m.MyAccountTab),
  },
  {
    key: 'download-centre',
    label: 'Download centre',
    load: () =>
      import('../features/download-centre/components/download-centre-tab').then((m) => m.DownloadCentreTab),
  },
  {
    key: 'apikey',
    label: 'API keys',
    load: () => import('../features/api-keys/components/api-keys-tab').then((m) => m.ApiKeysTab),
  },
  {
    // Not among the spec's keys: the store integration's settings (spec 3 §2.11 lists integrations without a tab).
    key: 'store-integration',
    label: 'Store integration',
    load: () =>
      import('../features/store-integration/components/store-integration-tab').then((m) => m.StoreIntegrationTab),
  },
];

export const hasSettingsTab = (key: string): boolean => settingsTabs.some((tab) => tab.key === key);
