import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_BRIEF_MAX_LENGTH,
  TemplateBriefMessages,
  templateAiRoutes,
  templateEditorRoutes,
} from '@sendwell/contracts';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signInNewMember, signUpUser } from '../../../test/users';
import { updateAccountFlags } from '../accounts/accounts.repository';

const t = useTestApp();
const owner = useOwner(t);

const route = templateAiRoutes.createAiTemplate;

const templateCount = async (accountId: string): Promise<number> => {
  const row = await t.ctx.db
    .selectFrom('templates')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

describe('POST /api/templates/ai-template', () => {
  it('saves an editable template on the gallery design that suits the brief, with the copy written from it', async () => {
    const created = await owner.browser.call(route, {
      body: {
        purpose: 'Invite customers to our webinar on year-end tax planning',
        audience: 'freelancers',
        tone: 'Professional',
      },
    });
    expect(created.status).toBe(201);
    expect(created.data.galleryTemplate.name).toBe('Webinar Invitation');
    expect(created.data.reasons[0]).toBe("Use case Event Bookings: the brief says 'webinar'");
    expect(created.data.copy.headline).toBe('You are invited to our webinar on year-end tax planning');
    expect(created.data.name).toBe(created.data.copy.headline);
    expect(created.data.version).toBe(1);

    // It is the account's own template now: the editor opens it as a saved one, with the copy in its document.
    const loaded = await owner.browser.call(templateEditorRoutes.loadTemplate, {
      query: { type: 'SAVED' },
      body: { id: created.data.id },
    });
    expect(loaded.status).toBe(200);
    expect(loaded.data.data.isGalleryTemplate).toBe(false);
    const { mjml } = loaded.data.data.templateJSON;
    expect(mjml).toContain(`<mj-title>${created.data.copy.subject}</mj-title>`);
    expect(mjml).toContain('You are invited to our webinar on year-end tax planning</mj-text>');
    expect(mjml).toContain('We put this together with freelancers in mind.');
    expect(mjml).toContain(`>${created.data.copy.callToAction}</mj-button>`);
    // The sample brand of the gallery design gives way to the account's name.
    expect(mjml).not.toContain('Ledgerly');

    const html = await owner.browser.call(templateEditorRoutes.getHtml, {
      query: { templateId: String(created.data.id) },
    });
    expect(html.data.htmlContent).toContain('You are invited to our webinar on year-end tax planning');
    expect(html.data.htmlContent).toContain(created.data.copy.preheader);
    expect(html.data.htmlContent).not.toMatch(/lorem ipsum/i);
  });

  it('writes the same template for the same brief', async () => {
    const body = {
      purpose: 'Flash sale on running shoes, ends Sunday',
      offer: '30% off with code RUN30',
      tone: 'Bold' as const,
    };
    const first = await owner.browser.call(route, { body });
    const second = await owner.browser.call(route, { body });
    expect(second.data.id).not.toBe(first.data.id);
    expect({ ...second.data, id: 0 }).toEqual({ ...first.data, id: 0 });
    expect(first.data.copy.subject).toBe('30% off, ends Sunday');
  });

  it('lets a member with limited access create one, as they may create templates in the editor', async () => {
    const limited = await signInNewMember(t, owner.accountId, { limitedAccess: true });
    const created = await limited.call(route, { body: { purpose: 'Welcome new customers to the shop' } });
    expect(created.status).toBe(201);
    expect(created.data.galleryTemplate.name).toMatch(/Welcome|Steps|Setting Up/);
  });

  it('refuses an account whose AI template creation flag is off, as its screens offer no way in', async () => {
    const other = await signUpUser(t.app);
    await updateAccountFlags(t.ctx.db, other.user.accountId, { aiTemplateCreation: false });
    const refused = await other.browser.call(route, { body: { purpose: 'Summer sale' } });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe(TemplateBriefMessages.unavailable);
    expect(await templateCount(other.user.accountId)).toBe(0);
  });

  it.each([
    ['an empty brief', { purpose: '   ' }, 'purpose', TemplateBriefMessages.purposeRequired],
    [
      'a brief over the limit',
      { purpose: 'a'.repeat(TEMPLATE_BRIEF_MAX_LENGTH + 1) },
      'purpose',
      TemplateBriefMessages.purposeTooLong,
    ],
    ['a brief of emoji alone', { purpose: '🎉🛍️🔥' }, 'purpose', TemplateBriefMessages.purposeNoWords],
    [
      'an offer of emoji alone',
      { purpose: 'Summer sale', offer: '💸💸' },
      'offer',
      TemplateBriefMessages.offerNoWords,
    ],
    ['an unknown tone', { purpose: 'Summer sale', tone: 'Sarcastic' }, 'tone', undefined],
  ])('refuses %s with a message naming the field, and writes nothing', async (_, body, field, message) => {
    const before = await templateCount(owner.accountId);
    const refused = await owner.browser.request({ method: 'POST', url: route.path, body });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.error.fields ?? {})).toContain(field);
    if (message) expect(refused.error.message).toBe(message);
    expect(await templateCount(owner.accountId)).toBe(before);
  });

  it.each([
    ['a NUL character in the brief', { purpose: 'Summer\u0000sale' }, 'purpose'],
    ['a lone surrogate in the audience', { purpose: 'Summer sale', audience: 'fans \uD800' }, 'audience'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const before = await templateCount(owner.accountId);
    const refused = await owner.browser.request({ method: 'POST', url: route.path, body });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.error.fields ?? {})).toEqual([field]);
    expect(await templateCount(owner.accountId)).toBe(before);
  });
});
