import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTACTS, campaignMessageFixtures } from '../../../test/campaign-messages';
import { campaignMergeValues } from '../campaign-tracking/track-html';
import { compileMergeSlots, compileMergeTags, type MergeValues } from '../templates/render-merge-tags';
import { compileSimpleMergeSlots, compileSimpleMergeTags, hasOnlySimpleMergeTags } from './simple-merge-tags';

const SIMPLE = [
  'Hello {{ first_name }}',
  'News for {{ first_name | default: "you" }}',
  '{{first_name|default:\'there\'}}, your {{ plan | default: "free" }} plan',
  '<p>Hi {{ first_name | default: "<b>friend</b> & co" }}</p>{{ email }}{{ count }}',
  '{{ missing }}{{ missing | default: "" }}{{ zero | default: "none" }}{{ no | default: "yes" }}',
  '{{ constructor }}{{ toString | default: "x" }}{{ hasOwnProperty }}',
  'no tags at all',
  '',
  '{{ a }}{{ b }}',
];
const NOT_SIMPLE = [
  '{{ first_name | upcase }}',
  '{{- first_name -}} trimmed',
  '{{ size }}',
  'x {{ first }}',
  '{{ last | default: "x" }}',
  '{{ nil | default: "x" }} {{ true }} {{ empty }}',
  '{{ contact.first_name }}',
  '{{ first_name | default: "a\\"b" }}',
  '{{ first_name | default: name }}',
  '{{ first_name | default: "x", allow_false: true }}',
  '{% if first_name %}x{% endif %}',
  '{{ first_name | default: "x" | escape }}',
  '{{ first_name | raw }}',
  '{{ "literal" }}',
];

const VALUES: MergeValues[] = [
  {},
  { first_name: 'Zoë', plan: 'Pro', email: 'zoe@inbox.example', count: 3 },
  { first_name: '', plan: null, zero: 0, no: false, count: -0, a: 1.5e21, b: Number.NaN },
  { first_name: '<script>"O\'Brien" & co</script>', plan: true, no: true, a: 'x\uE000y', b: '' },
  {
    first_name: '   ',
    plan: 'free',
    email: undefined,
    constructor: 'own',
    size: 'big',
    first: 'f',
    last: 'l',
  },
];

describe('simple merge tags filled without liquid', () => {
  it('take the direct way only for property tags, with or without a string default', () => {
    for (const text of SIMPLE) expect(hasOnlySimpleMergeTags(text), text).toBe(true);
    for (const text of NOT_SIMPLE) expect(hasOnlySimpleMergeTags(text), text).toBe(false);
  });

  it('fill every text as liquid does, for every kind of value', () => {
    for (const text of [...SIMPLE, ...NOT_SIMPLE]) {
      const liquid = compileMergeTags(text);
      const direct = compileSimpleMergeTags(text);
      const liquidSlots = compileMergeSlots(text);
      const directSlots = compileSimpleMergeSlots(text);
      for (const values of VALUES) {
        expect(direct(values), `${text} ${JSON.stringify(values)}`).toBe(liquid(values));
        expect(directSlots?.statics).toEqual(liquidSlots?.statics);
        const outputs = directSlots?.outputs(values);
        expect(outputs, `${text} ${JSON.stringify(values)}`).toEqual(liquidSlots?.outputs(values));
      }
    }
  });

  describe('in the gallery templates', () => {
    let fixtures: Awaited<ReturnType<typeof campaignMessageFixtures>>;
    beforeAll(async () => {
      fixtures = await campaignMessageFixtures();
    }, 120_000);

    it('fill the HTML, subject and preheader of every template as liquid does, for every contact', () => {
      let direct = 0;
      for (const fixture of fixtures)
        for (const text of [fixture.html, fixture.subject, fixture.preheader]) {
          if (hasOnlySimpleMergeTags(text) && /\{\{/.test(text)) direct += 1;
          const liquid = compileMergeTags(text);
          const simple = compileSimpleMergeTags(text);
          for (const contact of FIXTURE_CONTACTS) {
            const values = campaignMergeValues({
              email: contact.email,
              properties: contact.properties ?? {},
            });
            expect(simple(values), fixture.name).toBe(liquid(values));
          }
        }
      expect(direct).toBeGreaterThan(fixtures.length);
    });
  });
});
