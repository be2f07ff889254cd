import { FEATURE_FLAGS, FeatureFlags, type AccountSettings, type FeatureFlag } from '@sendwell/contracts';

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  timezone: 'UTC',
  contactSegmentation: { disableDynamic: false, disableStatic: false },
  templateSettings: { disableShareTemplate: false },
  campaignSettings: { disableUploadTemplate: false },
  clientEventsPerMonth: 100_000,
};

export type StoredAccountSettings = {
  [K in keyof AccountSettings]?: AccountSettings[K] extends object ? Partial<AccountSettings[K]> : AccountSettings[K];
};

/** Settings are stored sparse; defaults fill every gap, so a setting added later reaches old accounts. */
export const resolveAccountSettings = (stored: StoredAccountSettings): AccountSettings => ({
  timezone: stored.timezone ?? DEFAULT_ACCOUNT_SETTINGS.timezone,
  contactSegmentation: { ...DEFAULT_ACCOUNT_SETTINGS.contactSegmentation, ...stored.contactSegmentation },
  templateSettings: { ...DEFAULT_ACCOUNT_SETTINGS.templateSettings, ...stored.templateSettings },
  campaignSettings: { ...DEFAULT_ACCOUNT_SETTINGS.campaignSettings, ...stored.campaignSettings },
  clientEventsPerMonth: stored.clientEventsPerMonth ?? DEFAULT_ACCOUNT_SETTINGS.clientEventsPerMonth,
});

/** Every flag the spec names is on unless the account turned it off. */
export const resolveFeatureFlags = (stored: Partial<Record<FeatureFlag, boolean>>): FeatureFlags =>
  FeatureFlags.parse(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, stored[flag] ?? true])));

/**
 * Applies `path=value` updates such as `contactSegmentation.disableDynamic=true` to stored settings.
 * Throws with a clear message for an unknown path or a value of the wrong type.
 */
export const applySettingUpdate = (stored: StoredAccountSettings, path: string, raw: string): StoredAccountSettings => {
  const [section, key, ...rest] = path.split('.');
  const defaults: Record<string, unknown> = DEFAULT_ACCOUNT_SETTINGS;
  if (!section || rest.length > 0 || !(section in defaults)) throw new Error(`Unknown setting "${path}"`);
  const sectionDefault = defaults[section];
  const parse = (example: unknown): string | number | boolean => {
    if (typeof example === 'boolean') {
      if (raw !== 'true' && raw !== 'false') throw new Error(`Setting "${path}" takes true or false`);
      return raw === 'true';
    }
    if (typeof example === 'number') {
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) throw new Error(`Setting "${path}" takes a whole number of 0 or more`);
      return value;
    }
    return raw;
  };
  if (typeof sectionDefault === 'object' && sectionDefault !== null) {
    const inner: Record<string, unknown> = { ...sectionDefault };
    if (!key || !(key in inner)) throw new Error(`Unknown setting "${path}"`);
    const current: Record<string, unknown> = { ...(stored as Record<string, Record<string, unknown> | undefined>)[section] };
    current[key] = parse(inner[key]);
    return { ...stored, [section]: current };
  }
  if (key) throw new Error(`Unknown setting "${path}"`);
  return { ...stored, [section]: parse(sectionDefault) };
};
