import { describe, expect, it } from 'vitest';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { createMjmlTemplate } from './create-mjml-template';
import { mjmlDocument } from './render-mjml';

describe('createMjmlTemplate', () => {
  const t = useTestApp();
  const owner = useOwner(t, 'once');

  it('keeps the MJML as the editor source and the rendered HTML as the content of version 1', async () => {
    const mjml = mjmlDocument([
      '<mj-section><mj-column><mj-button href="https://example.com">Shop now</mj-button></mj-column></mj-section>',
    ]);
    const { id } = await createMjmlTemplate(t.ctx, {
      accountId: owner.accountId,
      userId: owner.user.id,
      name: 'Spring sale',
      mjml,
    });

    const row = await t.ctx.db
      .selectFrom('templates as t')
      .innerJoin('template_versions as v', (join) =>
        join.onRef('v.template_id', '=', 't.id').onRef('v.account_id', '=', 't.account_id'),
      )
      .select(['t.name', 't.category', 't.has_amp', 'v.version', 'v.html', 'v.editor_json'])
      .where('t.account_id', '=', owner.accountId)
      .where('t.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Spring sale',
      category: 'saved',
      has_amp: false,
      version: 1,
      editor_json: { format: 'mjml', mjml },
    });
    expect(row.html).toContain('Shop now');
    expect(row.html).toContain('href="https://example.com"');
    expect(row.html).not.toContain('<mj-');
  });
});
