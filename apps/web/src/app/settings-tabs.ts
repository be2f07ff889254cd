import type { ComponentType } from 'react';
import { settingsTabNames, type SettingsTabKey, type SettingsTabName } from './settings-tab-list';

export interface SettingsTabEntry extends SettingsTabName {
  /** The tab's content, loaded with its route; tabs come from several features, so the shell lists them. */
  load: () => Promise<ComponentType>;
}

/** Every tab named in settings-tab-list.ts must have its content here. */
const contentOf: Record<SettingsTabKey, SettingsTabEntry['load']> = {
  sendersettings: () => import('../features/senders/components/senders-tab').then((m) => m.SendersTab),
  myaccount: () => import('../features/settings/components/my-account-tab').then((m) => m.MyAccountTab),
  'download-centre': () =>
    import('../features/download-centre/components/download-centre-tab').then((m) => m.DownloadCentreTab),
  apikey: () => import('../features/api-keys/components/api-keys-tab').then((m) => m.ApiKeysTab),
  plans: () => import('../features/plans/components/plans-tab').then((m) => m.PlansTab),
  teamMembers: () => import('../features/team/components/team-members-tab').then((m) => m.TeamMembersTab),
  'store-integration': () =>
    import('../features/store-integration/components/store-integration-tab').then(
      (m) => m.StoreIntegrationTab,
    ),
};

export const settingsTabs: SettingsTabEntry[] = settingsTabNames.map((tab) => ({
  ...tab,
  load: contentOf[tab.key],
}));

export const hasSettingsTab = (key: string): boolean => settingsTabs.some((tab) => tab.key === key);
