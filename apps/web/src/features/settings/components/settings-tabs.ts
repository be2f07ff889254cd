import type { ComponentType } from 'react';
import { MyAccountTab } from './my-account-tab';

export interface SettingsTab {
  /** The route key after /app/settings/ (spec 3 §2.11). */
  key: string;
  label: string;
  Component: ComponentType;
}

/**
 * Tabs in display order. The spec's other keys (download-centre, sendersettings, apikey, plans,
 * billingHistory, teamMembers) are added here as their features land; sendersettings then becomes the
 * default tab.
 */
export const settingsTabs: SettingsTab[] = [
  { key: 'myaccount', label: 'My account', Component: MyAccountTab },
];
