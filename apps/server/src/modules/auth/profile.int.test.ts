import { describe, expect, it } from 'vitest';
import { profileRoutes, type UpdateProfileRequest } from '@sendwell/contracts';
import { signUpUser } from '../../../test/users';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();

const validProfile: UpdateProfileRequest = { name: 'Ada King', company: 'Difference Engines', phone: '+44 (20) 7946-0958', timezone: 'Europe/London' };

describe('profile', () => {
  it('shows what was given at sign-up, with defaults for the rest', async () => {
    const { browser, form } = await signUpUser(t.app);

    const profile = await browser.call(profileRoutes.getProfile, {});

    expect(profile.status).toBe(200);
    expect(profile.data).toEqual({ name: form.name, email: form.email, company: form.company, phone: '', timezone: 'UTC', isVerified: false });
  });

  it('saves changes and returns the saved profile', async () => {
    const { browser, form } = await signUpUser(t.app);

    const saved = await browser.call(profileRoutes.updateProfile, { body: { ...validProfile, name: '  Ada King  ' } });

    expect(saved.status).toBe(200);
    const expected = { ...validProfile, email: form.email, isVerified: false };
    expect(saved.data).toEqual(expected);
    expect((await browser.call(profileRoutes.getProfile, {})).data).toEqual(expected);
  });

  it('refuses an unknown timezone and keeps the old profile', async () => {
    const { browser } = await signUpUser(t.app);
    const before = (await browser.call(profileRoutes.getProfile, {})).data;

    const response = await browser.call(profileRoutes.updateProfile, { body: { ...validProfile, timezone: 'Mars/Olympus_Mons' } });

    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({ timezone: 'Please choose a valid timezone' });
    expect((await browser.call(profileRoutes.getProfile, {})).data).toEqual(before);
  });

  it.each([
    ['letters', 'call me maybe', 'Please enter a valid phone number'],
    ['too many characters', '+1 '.padEnd(33, '5'), 'Phone cannot be more than 32 characters'],
  ])('refuses a phone number with %s', async (_case, phone, message) => {
    const { browser } = await signUpUser(t.app);

    const response = await browser.call(profileRoutes.updateProfile, { body: { ...validProfile, phone } });

    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({ phone: message });
    expect((await browser.call(profileRoutes.getProfile, {})).data.phone).toBe('');
  });

  it('accepts an empty phone number', async () => {
    const { browser } = await signUpUser(t.app);

    const response = await browser.call(profileRoutes.updateProfile, { body: { ...validProfile, phone: '' } });

    expect(response.status).toBe(200);
    expect(response.data.phone).toBe('');
  });

  it('requires a name', async () => {
    const { browser } = await signUpUser(t.app);

    const response = await browser.call(profileRoutes.updateProfile, { body: { ...validProfile, name: '   ' } });

    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({ name: 'Please enter your name' });
  });
});
