import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@sendwell/contracts';
import { applySettingUpdate, resolveAccountSettings, resolveFeatureFlags } from './account-settings';

describe('resolveAccountSettings', () => {
  it('fills every gap from the defaults', () => {
    const settings = resolveAccountSettings({ contactSegmentation: { disableDynamic: true } });
    expect(settings.contactSegmentation).toEqual({ disableDynamic: true, disableStatic: false });
    expect(settings.timezone).toBe('UTC');
    expect(settings.templateSettings.disableShareTemplate).toBe(false);
  });
});

describe('resolveFeatureFlags', () => {
  it('turns every named flag on unless stored off', () => {
    const flags = resolveFeatureFlags({ engagementMetrics: false });
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(flags.engagementMetrics).toBe(false);
    expect(flags.archiveContacts).toBe(true);
  });
});

describe('applySettingUpdate', () => {
  it('sets a nested boolean', () => {
    expect(applySettingUpdate({}, 'contactSegmentation.disableStatic', 'true')).toEqual({
      contactSegmentation: { disableStatic: true },
    });
  });
  it('keeps sibling values already stored', () => {
    const stored = { contactSegmentation: { disableDynamic: true } };
    expect(applySettingUpdate(stored, 'contactSegmentation.disableStatic', 'false').contactSegmentation).toEqual({
      disableDynamic: true,
      disableStatic: false,
    });
  });
  it('sets top-level string and number settings', () => {
    expect(applySettingUpdate({}, 'timezone', 'Europe/Paris')).toEqual({ timezone: 'Europe/Paris' });
    expect(applySettingUpdate({}, 'clientEventsPerMonth', '0')).toEqual({ clientEventsPerMonth: 0 });
  });
  it('refuses unknown paths and wrong types with a clear message', () => {
    expect(() => applySettingUpdate({}, 'nope', 'x')).toThrow('Unknown setting "nope"');
    expect(() => applySettingUpdate({}, 'contactSegmentation.nope', 'true')).toThrow('Unknown setting');
    expect(() => applySettingUpdate({}, 'contactSegmentation.disableDynamic', 'yes')).toThrow('takes true or false');
    expect(() => applySettingUpdate({}, 'clientEventsPerMonth', '-1')).toThrow('whole number');
  });
});
