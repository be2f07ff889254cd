/*
 * Campaign messages to render both ways (laid out once, and rendered and parsed per contact): every gallery
 * template as a campaign sends it (merge tags kept), variants with merge tags where they are hardest to place,
 * and contacts whose values try to break out of them.
 */
import { renderMjml } from '../src/modules/templates/render-mjml';
import { GALLERY_TEMPLATES, loadGalleryTemplate } from '../src/modules/template-gallery/gallery-catalogue';

export interface CampaignMessageFixture {
  name: string;
  html: string;
  subject: string;
  preheader: string;
}

const personalise = (html: string, extra: string): string =>
  html.replace(/<body[^>]*>/i, (body) => `${body}${extra}`);

/** Merge tags in text, attributes, link addresses (whole, prefix, query), a comment, the head and a style. */
const HARD_PLACES = [
  '<p title="{{ plan }}">Hi {{ first_name | default: "there" }}, {{ plan }} plan &amp; more</p>',
  '<a href="https://shop.example/{{ plan | downcase }}?c={{ contact_id }}">Your plan</a>',
  '<a href="{{ site }}">Your site</a> <a href=\'{{ site }}/more\'>More</a>',
  '<a href="  {{ site }}">Spaced</a><a href="mailto:{{ email }}">Write</a><a href="#top">Top</a>',
  '<a href="ht{{ scheme_rest }}">Half</a><a href="&#104;ttps://entity.example/{{ plan }}">Entity</a>',
  '<!-- for {{ first_name }} --><img src="https://cdn.example/{{ plan }}.png" alt="{{ first_name }}">',
  '<table><tr><td><a href="https://inside.example">cell</a></td></tr><a href="https://fostered.example">out</a></table>',
  '<p>{{ web_view_url }} <a href="{{ web_view_url }}">View</a> {{ unsubscribe_url }}</p>',
];

export const campaignMessageFixtures = async (): Promise<CampaignMessageFixture[]> => {
  const fixtures: CampaignMessageFixture[] = [];
  for (const template of GALLERY_TEMPLATES) {
    const loaded = await loadGalleryTemplate(template.id);
    if (!loaded) continue;
    const { html } = await renderMjml(loaded.mjml);
    fixtures.push({
      name: template.name,
      html,
      subject: `${template.name} for {{ first_name | default: "you" }}`,
      preheader: 'This week, {{ first_name }}',
    });
    fixtures.push({
      name: `${template.name}, merge tags in hard places`,
      html: personalise(html.replace(/<title>/i, '<title>{{ first_name }} · '), HARD_PLACES.join('\n')),
      subject: 'Hello',
      preheader: '<b>Static</b> and {{ plan }}',
    });
  }
  return fixtures;
};

/** Contacts whose values are plain, empty, Unicode, markup, quotes, addresses and the tracking tags' own text. */
export const FIXTURE_CONTACTS: { email: string; properties: Record<string, unknown> }[] = [
  {
    email: 'zoe@inbox.example',
    properties: {
      firstName: 'Zoë',
      plan: 'Pro',
      site: 'https://zoe.example',
      scheme_rest: 'tps://half.example',
      contactId: 7,
    },
  },
  { email: 'empty@inbox.example', properties: {} },
  {
    email: 'x@inbox.example',
    properties: {
      firstName: '<a href="https://evil.example">x</a>',
      plan: '"quoted" & \'single\'',
      site: 'mailto:me@x.example',
      scheme_rest: 'x',
    },
  },
  {
    email: 'y@inbox.example',
    properties: {
      firstName: '{{ unsubscribe_url }}',
      plan: '-->',
      site: '  HTTPS://UPPER.example',
      scheme_rest: 'tp://x.example',
    },
  },
  {
    email: 'z@inbox.example',
    properties: {
      firstName: '李小龍 🎉 ‏مرحبا',
      plan: 'Team\u00a0Plus',
      site: 'https://a.example/?a=1&b=2',
      scheme_rest: '',
    },
  },
  {
    email: 'w@inbox.example',
    properties: { firstName: '\uE000 sep', plan: 'a\uE001b', site: 'javascript:alert(1)' },
  },
  // Values that change the text part's wrapping and whitespace: long names, words longer than a line,
  // whitespace of every kind, combining marks, astral characters, right-to-left text, the text layout's own
  // stand-in characters, and a tracking address of the value's own.
  {
    email: 'long@inbox.example',
    properties: {
      firstName: `${'Maximiliane Adelheid von Ünterberg-Schwarzenfels '.repeat(6)}`.slice(0, 300),
      plan: `${'Enterprise'.repeat(9)} e\u0301te\u0301 🎉🎉 𝒫𝓇ℴ`,
      site: `https://long.example/${'p'.repeat(120)}`,
    },
  },
  {
    email: 'space@inbox.example',
    properties: {
      firstName: '  Zoë\n\tMarie  \r\n Ann\u00a0Lee\u200bX ',
      plan: ' ',
      site: 'https://s.example',
      scheme_rest: '\uE100\uE101 \u{F0000}',
    },
  },
  {
    email: 'rtl@inbox.example',
    properties: {
      firstName: '\u200fשלום עולם\u200e דוד \u202eevil\u202c',
      plan: 'https://app.test/api/t/u/not-a-token',
      site: 'https://app.test/api/t/c/eHh4.c2ln',
    },
  },
];
