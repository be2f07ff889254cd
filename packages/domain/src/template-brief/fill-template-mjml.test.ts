import { describe, expect, it } from 'vitest';
import type { TemplateCopy } from '@sendwell/contracts';
import { fillTemplateMjml, mjmlText, sampleBrandOf } from './fill-template-mjml';

const COPY: TemplateCopy = {
  subject: 'Tea & cake, 20% off',
  preheader: 'A week of <small> treats.',
  kicker: 'ENDS SUNDAY',
  headline: 'Tea & cake for less',
  body: 'Hi {{ first_name | default: "there" }}!\n\nOur tea week is on.',
  callToAction: 'Shop the sale',
};

/** A gallery template in small: wordmark, kicker, headline, a paragraph, a button, a product and the footer. */
const TEMPLATE = `<mjml>
  <mj-head>
    <mj-title>Old title</mj-title>
    <mj-preview>Old preview</mj-preview>
    <mj-attributes>
      <mj-text font-size="16px" />
      <mj-button background-color="#c2410c" color="#ffffff" />
    </mj-attributes>
    <mj-style inline="inline">
      a { color: #c2410c; }
    </mj-style>
  </mj-head>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text font-size="20px" letter-spacing="2px">Kettle &amp; Leaf</mj-text>
      </mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        <mj-text font-size="13px" letter-spacing="2px">THE TEA SALE</mj-text>
        <mj-text font-size="36px" align="center">Bundle up and save on teas</mj-text>
        <mj-text font-size="17px">Hi {{ first_name | default: "there" }}, our best sellers are bundled for the week.</mj-text>
        <mj-button align="center" background-color="#c2410c" href="{{ shop_url }}">Shop bundles</mj-button>
        <mj-text font-size="18px">Green tea</mj-text>
        <mj-button href="{{ shop_url }}">View</mj-button>
      </mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        <mj-text font-size="13px">You are receiving this because you shopped with Kettle &amp; Leaf.</mj-text>
        <mj-text font-size="13px">Kettle &amp; Leaf &middot; {{ company_address | default: "1 Leaf Lane" }}</mj-text>
        <mj-text font-size="13px"><a href="{{ unsubscribe_url }}">Unsubscribe</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

describe('fillTemplateMjml', () => {
  it('writes the subject, preheader, kicker, headline, body and first button, and leaves the rest of the design', () => {
    const { mjml, filled } = fillTemplateMjml(TEMPLATE, COPY);
    expect(filled).toEqual({ headline: true, kicker: true, body: true, callToAction: true });
    expect(mjml).toContain('<mj-title>Tea &amp; cake, 20% off</mj-title>');
    expect(mjml).toContain('<mj-preview>A week of &lt;small&gt; treats.</mj-preview>');
    expect(mjml).toContain('<mj-text font-size="13px" letter-spacing="2px">ENDS SUNDAY</mj-text>');
    expect(mjml).toContain('<mj-text font-size="36px" align="center">Tea &amp; cake for less</mj-text>');
    expect(mjml).toContain(
      '<mj-text font-size="17px">Hi {{ first_name | default: "there" }}!<br /><br />Our tea week is on.</mj-text>',
    );
    expect(mjml).toContain('href="{{ shop_url }}">Shop the sale</mj-button>');
    // The product and its own button, the footer and the unsubscribe link are the template's still.
    expect(mjml).toContain('<mj-text font-size="18px">Green tea</mj-text>');
    expect(mjml).toContain('<mj-button href="{{ shop_url }}">View</mj-button>');
    expect(mjml).toContain('<a href="{{ unsubscribe_url }}">Unsubscribe</a>');
    expect(mjml).not.toContain('Bundle up and save');
    expect(mjml).not.toContain('bundled for the week');
  });

  it('adds a paragraph and a button under the headline of a design that has neither', () => {
    const bare = `<mjml><mj-head><mj-title>T</mj-title></mj-head><mj-body><mj-section><mj-column>
        <mj-text font-size="30px" align="center">Your birthday treat</mj-text>
        <mj-text font-size="28px">BDAY10</mj-text>
      </mj-column></mj-section></mj-body></mjml>`;
    const { mjml, filled } = fillTemplateMjml(bare, COPY);
    expect(filled).toMatchObject({ headline: true, kicker: false, body: true, callToAction: true });
    expect(mjml).toMatch(
      /Tea &amp; cake for less<\/mj-text>\s*<mj-text align="center" font-size="17px" padding="0 0 24px">Hi \{\{ first_name \| default: "there" \}\}!<br \/><br \/>Our tea week is on\.<\/mj-text>\s*<mj-button align="center" href="\{\{ shop_url \}\}" padding="0 0 24px">Shop the sale<\/mj-button>/,
    );
    expect(mjml).toContain('BDAY10');
  });

  it('leaves a document without a headline as it was but for its title', () => {
    const blank = '<mjml><mj-head><mj-title>Blank</mj-title></mj-head><mj-body></mj-body></mjml>';
    const { mjml, filled } = fillTemplateMjml(blank, COPY);
    expect(filled).toEqual({ headline: false, kicker: false, body: false, callToAction: false });
    expect(mjml).toBe(
      '<mjml><mj-head><mj-title>Tea &amp; cake, 20% off</mj-title></mj-head><mj-body></mj-body></mjml>',
    );
  });

  it("puts the account's name in place of the sample brand, in any case it is written", () => {
    const shouty = TEMPLATE.replace('>Kettle &amp; Leaf</mj-text>', '>KETTLE &amp; LEAF</mj-text>');
    expect(sampleBrandOf(shouty)).toBe('Kettle &amp; Leaf');
    const { mjml } = fillTemplateMjml(shouty, COPY, { name: 'Brew <Co>' });
    expect(mjml).not.toMatch(/Kettle|KETTLE/);
    expect(mjml).toContain('>BREW &lt;CO&gt;</mj-text>');
    expect(mjml).toContain('Brew &lt;Co&gt; &middot; {{ company_address');
  });

  it("applies a brand kit's colour to buttons and links and its logo in place of the wordmark", () => {
    const { mjml } = fillTemplateMjml(TEMPLATE, COPY, {
      name: 'Brew Co',
      primaryColor: '#0f766e',
      logoUrl: 'https://cdn.example.com/logo.png?a=1&b=2',
    });
    expect(mjml).not.toContain('#c2410c');
    expect(mjml).toContain('<mj-button background-color="#0f766e" color="#ffffff" />');
    expect(mjml).toContain('a { color: #0f766e; }');
    expect(mjml).toContain(
      '<mj-image src="https://cdn.example.com/logo.png?a=1&amp;b=2" alt="Brew Co" width="140px" padding="0 0 16px" />',
    );
    expect(mjml).not.toContain('letter-spacing="2px">Brew Co</mj-text>');
  });

  it('adds the logo above everything when the design has no wordmark, and ignores a colour that is not #rrggbb', () => {
    const noWordmark = TEMPLATE.replace(
      /<mj-section>\s*<mj-column>\s*<mj-text font-size="20px"[^]*?<\/mj-section>/,
      '',
    );
    const { mjml } = fillTemplateMjml(noWordmark, COPY, {
      logoUrl: 'https://x.test/l.png',
      primaryColor: 'red;}',
    });
    expect(mjml).toMatch(
      /<mj-body>\s*<mj-section padding="24px 24px 0"><mj-column><mj-image src="https:\/\/x.test\/l.png"/,
    );
    expect(mjml).toContain('#c2410c');
  });
});

describe('mjmlText', () => {
  it('escapes markup and turns paragraphs into line breaks', () => {
    expect(mjmlText('A & B <i>\n\nC')).toBe('A &amp; B &lt;i&gt;<br /><br />C');
  });
});
