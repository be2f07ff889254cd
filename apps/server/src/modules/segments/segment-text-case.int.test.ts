import { beforeAll, describe, expect, it } from 'vitest';
import { type Occurrence, type SegmentFilter, type UserPropertyFilter } from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { daysAgo, definition, SegmentData, segmentCounter } from '../../../test/segments/segment-test-fixtures';
import { signUpUser } from '../../../test/users';
import { useTestApp } from '../../../test/integration-setup';

/*
 * Text compares without regard to case in every language, on a database whose locale (C, as the embedded
 * cluster's) folds ASCII letters only.
 */

const t = useTestApp();
let browser: TestBrowser;
let count: ReturnType<typeof segmentCounter>;

const CITIES = ['Zürich', 'ZÜRICH', 'Straße', 'STRASSE', 'Ærø', 'ærø', 'İstanbul', 'istanbul', 'ΟΔΟΣ', 'οδος', 'οδοσ', 'Москва', 'МОСКВА'];
// Every contact with a city, and one without.
const EVERYONE = CITIES.length + 1;

const city = (operator: UserPropertyFilter['operator'], compareValue: string): SegmentFilter => ({
  property: 'userProperty',
  condition: 'city',
  operator,
  compareValue,
});
const countWhere = (filter: SegmentFilter) => count(definition([[filter]]));
const ever: Occurrence = { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'overAll' };

beforeAll(async () => {
  const user = await signUpUser(t.app);
  browser = user.browser;
  count = segmentCounter(browser);
  const data = new SegmentData(t.ctx.db, user.user.accountId);
  const ids: number[] = [];
  for (const [index, name] of CITIES.entries()) ids.push(await data.contact(`c${index}@example.com`, { properties: { city: name } }));
  await data.contact('nowhere@example.com');

  const [zurich, upperZurich, strasse] = ids;
  await data.eventDefinition('Visited', { place: 'string' });
  await data.event(zurich!, 'Visited', daysAgo(1), { place: 'Zürich' });
  await data.event(strasse!, 'Visited', daysAgo(1), { place: 'Straße' });
  const form = await data.form('Typeform', 'Survey');
  await data.submission(upperZurich!, form, 'Typeform', daysAgo(1), { country: 'Ünïted' });
  await data.submission(strasse!, form, 'Typeform', daysAgo(1), { country: 'France' });
  await data.emailType('Nyheder på Ærø');
});

describe('contact properties compared without regard to case', () => {
  it.each([
    ['German umlaut', 'zürich', 'ÜRI', 'ZÜR', 'ICH', 2],
    ['German sharp s', 'STRASSE', 'ß', 'STRA', 'ẞE', 2],
    ['Danish', 'ÆRØ', 'Rø', 'æ', 'Ø', 2],
    ['Turkish dotted and dotless i', 'ıstanbul', 'İST', 'ISTAN', 'BUL', 2],
    ['Greek final sigma', 'οδοσ', 'ΔΟΣ', 'οδ', 'ος', 3],
    ['Cyrillic', 'москва', 'СКВ', 'Мос', 'ВА', 2],
  ])('%s: equals, contains, starts and ends with, and their negations', async (_, equal, part, start, end, matching) => {
    expect(await countWhere(city('equals', equal))).toBe(matching);
    expect(await countWhere(city('notEquals', equal))).toBe(EVERYONE - matching);
    expect(await countWhere(city('contains', part))).toBe(matching);
    expect(await countWhere(city('doesNotContain', part))).toBe(EVERYONE - matching);
    expect(await countWhere(city('startsWith', start))).toBe(matching);
    expect(await countWhere(city('endsWith', end))).toBe(matching);
  });

  it('keeps different letters apart', async () => {
    expect(await countWhere(city('equals', 'Zurich'))).toBe(0);
    expect(await countWhere(city('contains', 'ae'))).toBe(0);
  });
});

describe('event, form and email type names compared without regard to case', () => {
  it('reads custom event properties', async () => {
    const visited = (fields: Partial<Extract<SegmentFilter, { property: 'customEvents' }>>): SegmentFilter => ({
      property: 'customEvents',
      eventName: 'Visited',
      occurrence: ever,
      ...fields,
    });
    expect(await countWhere(visited({ eventProperty: 'place', propertyOperator: 'equals', propertyCompareValue: 'ZÜRICH' }))).toBe(1);
    expect(await countWhere(visited({ eventProperty: 'place', propertyOperator: 'contains', propertyCompareValue: 'SS' }))).toBe(1);
  });

  it('reads form answers', async () => {
    const answered = (formOperator: 'contains' | 'doesNotContain' | 'equals', value: string): SegmentFilter => ({
      property: 'externalForm',
      appName: 'Typeform',
      submission: { hasSubmitted: true, operator: 'atLeast', compareValue: 1, range: 'overAll' },
      eventProperty: 'country',
      formOperator,
      propertyCompareValue: value,
    });
    expect(await countWhere(answered('contains', 'ünï'))).toBe(1);
    expect(await countWhere(answered('equals', 'ÜNÏTED'))).toBe(1);
    expect(await countWhere(answered('doesNotContain', 'ÜNÏ'))).toBe(1);
  });

  it('finds an email type by its name', async () => {
    const subscription = (operator: 'containsEmailTypes' | 'notContainsEmailTypes'): SegmentFilter => ({
      property: 'userProperty',
      condition: 'email_subscription_status',
      operator,
      compareValue: ['NYHEDER PÅ ærø'],
    });
    expect(await countWhere(subscription('containsEmailTypes'))).toBe(EVERYONE);
    expect(await countWhere(subscription('notContainsEmailTypes'))).toBe(0);
  });
});
