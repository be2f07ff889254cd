import { describe, expect, it } from 'vitest';
import { mjmlDocument, renderMjml } from './render-mjml';

describe('renderMjml', () => {
  it('renders sections as table-based HTML', async () => {
    const doc = mjmlDocument([
      '<mj-section><mj-column><mj-text>Hello Zürich</mj-text></mj-column></mj-section>',
    ]);
    const { html, problems } = await renderMjml(doc);
    expect(problems).toEqual([]);
    expect(html).toContain('Hello Zürich');
    expect(html).toMatch(/<table/);
  });

  it('reports an unknown attribute with its line and tag instead of failing', async () => {
    const { html, problems } = await renderMjml(
      '<mjml><mj-body>\n<mj-section><mj-column><mj-text colour="red">Hi</mj-text></mj-column></mj-section></mj-body></mjml>',
    );
    expect(html).toContain('Hi');
    expect(problems).toEqual([expect.objectContaining({ tag: 'mj-text', line: 2 })]);
  });
});
