import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/integration-setup';
import { checkAmpTemplate, checkHtmlTemplate } from '../templates/check-template-file';
import { DEMO_DATASET, DEMO_EMAIL, seedDemoIfEmpty } from './seed-demo';
import { DEMO_TEMPLATES } from './seed-templates';

const testApp = useTestApp();

describe('seedDemoIfEmpty', () => {
  it('creates the demo account with its sample data once, and never again', async () => {
    const { ctx } = testApp;
    expect(await seedDemoIfEmpty(ctx)).toBe(true);
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'current_account_id'])
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    const accountId = user.current_account_id!;
    const count = async (table: 'contacts' | 'lists' | 'email_activity' | 'events' | 'journeys') => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table)} where account_id = ${accountId}`.execute(ctx.db);
      return rows[0]?.n ?? 0;
    };
    expect(await count('contacts')).toBe(DEMO_DATASET.contacts);
    const account = await ctx.db.selectFrom('accounts').select('contacts_allocated').where('id', '=', accountId).executeTakeFirstOrThrow();
    // The sample contacts fit the demo's allowance, so it does not open on the plan-limit warning.
    expect(account.contacts_allocated).toBeGreaterThan(DEMO_DATASET.contacts);
    expect(await count('events')).toBe(DEMO_DATASET.events);
    expect(await count('lists')).toBeGreaterThan(10);
    expect(await count('email_activity')).toBeGreaterThan(DEMO_DATASET.contacts);

    // A segment held by a live journey, so the archive-blocked dialog can be seen.
    const { rows: blocked } = await sql<{ name: string }>`
      select l.name from journeys j join lists l on l.account_id = j.account_id and l.id = j.trigger_list_id
      where j.account_id = ${accountId} and j.status = 'Available' and l.type in ('dynamic', 'static')`.execute(
      ctx.db,
    );
    expect(blocked.length).toBeGreaterThan(0);

    // Ready templates, each with its email type, one with an AMP part that passes the same check as an upload.
    const templates = await ctx.db
      .selectFrom('templates as t')
      .innerJoin('template_versions as v', (join) => join.onRef('v.account_id', '=', 't.account_id').onRef('v.template_id', '=', 't.id'))
      .innerJoin('email_types as e', (join) => join.onRef('e.account_id', '=', 't.account_id').onRef('e.id', '=', 't.email_type_id'))
      .select(['t.name', 't.has_amp', 'v.html', 'v.amp', 'e.name as emailType'])
      .where('t.account_id', '=', accountId)
      .execute();
    expect(templates.map((template) => [template.name, template.emailType]).sort()).toEqual(
      DEMO_TEMPLATES.map((template) => [template.name, template.emailType]).sort(),
    );
    expect(templates.length).toBeGreaterThanOrEqual(6);
    const amp = templates.filter((template) => template.has_amp);
    expect(amp.length).toBeGreaterThanOrEqual(1);
    for (const template of amp) expect(() => checkAmpTemplate(template.amp ?? '')).not.toThrow();
    for (const template of templates) {
      expect(() => checkHtmlTemplate(template.html)).not.toThrow();
      // Email-safe: laid out in tables, styled inline, nothing fetched from elsewhere.
      expect(template.html).toMatch(/<table role="presentation"/);
      expect(template.html).not.toMatch(/<link\b|\ssrc="(?!data:)|url\((?!['"]?data:)/i);
    }

    expect(await seedDemoIfEmpty(ctx)).toBe(false);
    expect(await count('contacts')).toBe(DEMO_DATASET.contacts);
    const { rows: users } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(ctx.db);
    expect(users[0]?.n).toBe(1);
  });
});
