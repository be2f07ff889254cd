/** A settings tab's address and name, without its content: what the shell and the e2e tests share. */
export interface SettingsTabName {
  /** The route key after /app/settings/ (spec 3 §2.11). */
  key: string;
  label: string;
}

/**
 * Settings tabs in display order. The spec's other keys (sendersettings, billingHistory)
 * are added here as their features land; sendersettings then becomes the default tab.
 */
export const settingsTabNames = [
  { key: 'myaccount', label: 'My account' },
  { key: 'download-centre', label: 'Download centre' },
  { key: 'apikey', label: 'API keys' },
  { key: 'plans', label: 'Plans and billing' },
  { key: 'teamMembers', label: 'Team members' },
  // Not among the spec's keys: the store integration's settings (spec 3 §2.11 lists integrations without a tab).
  { key: 'store-integration', label: 'Store integration' },
] as const satisfies readonly SettingsTabName[];

export type SettingsTabKey = (typeof settingsTabNames)[number]['key'];
