/** A settings tab's address and name, without its content: what the shell and the e2e tests share. */
export interface SettingsTabName {
  /** The route key after /app/settings/ (spec 3 §2.11). */
  key: string;
  label: string;
}

/**
 * Settings tabs in display order; sendersettings is the default (spec 3 §2.11). The spec's other key
 * (billingHistory) is added here when its feature lands.
 */
export const settingsTabNames = [
  { key: 'sendersettings', label: 'Sender settings' },
  { key: 'myaccount', label: 'My account' },
  { key: 'download-centre', label: 'Download centre' },
  { key: 'apikey', label: 'API keys' },
  { key: 'plans', label: 'Plans and billing' },
  { key: 'teamMembers', label: 'Team members' },
  // Not among the spec's keys: the store integration's settings (spec 3 §2.11 lists integrations without a tab).
  { key: 'store-integration', label: 'Store integration' },
] as const satisfies readonly SettingsTabName[];

export type SettingsTabKey = (typeof settingsTabNames)[number]['key'];
