/** A problem MJML found in a document: where it is and what is wrong, in MJML's words. */
export interface MjmlProblem {
  line: number;
  tag: string;
  message: string;
}

export interface RenderedMjml {
  /** E-mail-safe HTML: tables for layout, CSS inlined. */
  html: string;
  problems: MjmlProblem[];
}

/**
 * Turns an MJML document (the editor's source of a template, a gallery template, assembled blocks) into the
 * HTML that is previewed and sent. Unknown tags and attributes are reported, not fatal, so a document
 * saved by an older editor still renders.
 */
export async function renderMjml(mjml: string): Promise<RenderedMjml> {
  // Loaded on first use: mjml is slow to load, and many processes (and test files) never render.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mjml, { validationLevel: 'soft', keepComments: false });
  return { html, problems: errors.map((e) => ({ line: e.line, tag: e.tagName, message: e.message })) };
}

/** An MJML document whose body is the given sections (`<mj-section>` or `<mj-wrapper>` fragments), in order. */
export function mjmlDocument(sections: readonly string[], head = ''): string {
  const headPart = head ? `<mj-head>${head}</mj-head>` : '';
  return `<mjml>${headPart}<mj-body>${sections.join('\n')}</mj-body></mjml>`;
}
