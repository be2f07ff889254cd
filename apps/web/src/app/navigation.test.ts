import { describe, expect, it } from 'vitest';
import { activeNavigationKey, navigationItems } from './navigation';

describe('activeNavigationKey', () => {
  it('marks the entry of every page of its section', () => {
    expect(activeNavigationKey(navigationItems, '/app/contacts')).toBe('contacts');
    expect(activeNavigationKey(navigationItems, '/app/settings/apikey')).toBe('settings');
    expect(activeNavigationKey(navigationItems, '/app/templates/saved')).toBe('templates');
    expect(activeNavigationKey(navigationItems, '/app/template/12')).toBe('templates');
    expect(activeNavigationKey(navigationItems, '/app/templatesque')).toBeUndefined();
  });
});
