import { beforeAll, describe, expect, it } from 'vitest';
import { segmentLookupRoutes as routes } from '@sendwell/contracts';
import type { TestBrowser } from '../../../test/http-client';
import { signUpUser } from '../../../test/users';
import { daysAgo, SegmentData } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();
let browser: TestBrowser;
let data: SegmentData;
let other: { browser: TestBrowser; data: SegmentData };

beforeAll(async () => {
  const user = await signUpUser(t.app);
  browser = user.browser;
  data = new SegmentData(t.ctx.db, user.user.accountId);
  const second = await signUpUser(t.app);
  other = { browser: second.browser, data: new SegmentData(t.ctx.db, second.user.accountId) };
});

describe('campaigns, senders and links', () => {
  it('lists campaigns with their type and state, drafts first then newest sent', async () => {
    const old = await data.campaign('Old news', { sentAt: daysAgo(30) });
    const recent = await data.campaign('Welcome', { type: 'TRIGGERED', sentAt: daysAgo(1), archived: true });
    const draft = await data.campaign('Draft', { sentAt: null, status: 'draft' });
    await other.data.campaign('Not mine');
    const answer = (await browser.call(routes.campaignsForSegmentation, {})).data.data;
    expect(answer.map((campaign) => campaign.id)).toEqual([draft, recent, old]);
    expect(answer[1]).toMatchObject({ name: 'Welcome', campaignType: 'TRIGGERED', isArchived: true, status: 'sent' });
    expect(answer[0]).toMatchObject({ status: 'draft', sentOn: null });
  });

  it('lists the links clicked in a campaign, each once', async () => {
    const campaign = await data.campaign('Links');
    const a = await data.contact('a@example.com');
    const b = await data.contact('b@example.com');
    await data.activity(a, campaign, 'clicked', new Date(), { link: 'https://shop.test/b' });
    await data.activity(b, campaign, 'clicked', new Date(), { link: 'https://shop.test/b' });
    await data.activity(b, campaign, 'clicked', new Date(), { link: 'https://shop.test/a' });
    await data.activity(b, campaign, 'opened', new Date());
    expect((await browser.call(routes.campaignClickedUrls, { params: { id: campaign } })).data.data).toEqual(['https://shop.test/a', 'https://shop.test/b']);
    const theirs = await other.data.campaign('Theirs');
    expect((await browser.call(routes.campaignClickedUrls, { params: { id: theirs } })).status).toBe(404);
  });

  it('lists sender emails, all of them for segmentation', async () => {
    await data.sender('news@shop.test');
    await data.sender('old@shop.test', 'PENDING');
    const forSegmentation = (await browser.call(routes.allSenderEmails, { query: { forSegmentation: 'true' } })).data.data;
    expect(forSegmentation.map((sender) => sender.emailId)).toEqual(['news@shop.test', 'old@shop.test']);
    expect(forSegmentation[0]).toMatchObject({ name: 'news' });
    expect((await browser.call(routes.allSenderEmails, {})).data.data.map((sender) => sender.emailId)).toEqual(['news@shop.test']);
  });
});

describe('forms', () => {
  it('lists form apps and the forms of one app', async () => {
    await data.form('Typeform', 'Survey');
    await data.form('Typeform', 'Signup', 'draft');
    await data.form('Jotform', 'Contact');
    await other.data.form('Google Forms', 'Theirs');
    expect((await browser.call(routes.formApps, {})).data.data).toEqual(['Jotform', 'Typeform']);
    const typeform = (await browser.call(routes.formNames, { query: { appName: 'Typeform' } })).data.data;
    expect(typeform.map(({ formName, status }) => ({ formName, status }))).toEqual([
      { formName: 'Signup', status: 'draft' },
      { formName: 'Survey', status: 'published' },
    ]);
    expect((await browser.call(routes.formNames, { query: { appName: 'Google Forms' } })).data.data).toEqual([]);
  });
});

describe('events', () => {
  it('lists custom events and learns their property types again on request', async () => {
    const a = await data.contact('events@example.com');
    await data.eventDefinition('Webinar Registered', { webinarName: 'string' });
    await data.event(a, 'Webinar Registered', new Date(), { webinarName: 'Growth', seats: 3, paid: true, startsOn: '2030-02-01' });
    await data.event(a, 'Webinar Registered', new Date(), { webinarName: 'Retention', seats: '4x' });
    await data.event(a, 'Trial Started', new Date(), { plan: 'Pro' });
    await data.event(a, 'orderPlaced', new Date(), { orderValue: 10 }, 'shopify');
    expect((await browser.call(routes.customEvents, {})).data.data).toEqual([{ eventName: 'Webinar Registered', eventProperties: { webinarName: 'string' } }]);
    const refreshed = await browser.call(routes.refreshCustomEventProperties, {});
    expect(refreshed.data.message).toBe('Event properties refreshed successfully');
    expect(refreshed.data.data).toEqual([
      { eventName: 'Trial Started', eventProperties: { plan: 'string' } },
      { eventName: 'Webinar Registered', eventProperties: { webinarName: 'string', seats: 'number', paid: 'boolean', startsOn: 'date' } },
    ]);
    expect((await other.browser.call(routes.customEvents, {})).data.data).toEqual([]);
  });

  it('describes the store events and their properties', async () => {
    const config = (await browser.call(routes.shopifyEvents, {})).data.shopifySegmentationConfig;
    expect(config.map((event) => event.eventValue)).toEqual([
      'orderPlaced', 'orderCancelled', 'orderRefunded', 'orderFulFilled', 'cartCheckout', 'productOrdered', 'productViewed', 'collectionViewed',
    ]);
    expect(config[0]).toMatchObject({ eventName: 'Placed Order' });
    expect(config[0]!.eventProperties).toHaveLength(config[0]!.eventPropertiesValue.length);
    expect(config[1]!.eventPropertiesValue).toContain('cancelReason');
  });
});

describe('the store', () => {
  it('answers the integration version of the connected store, or 2 once store data exists', async () => {
    const fresh = await signUpUser(t.app);
    expect((await fresh.browser.call(routes.shopifyInfo, {})).data).toEqual({ version: null });
    const store = new SegmentData(t.ctx.db, fresh.user.accountId);
    await store.event(await store.contact('buyer@example.com'), 'orderPlaced', new Date(), {}, 'shopify');
    expect((await fresh.browser.call(routes.shopifyInfo, {})).data).toEqual({ version: 2 });
    // A connected store decides, whatever data there is.
    await t.ctx.db
      .insertInto('store_connections')
      .values({ account_id: fresh.user.accountId, shop_domain: 'shop.test', integration_version: 1, webhook_token: `token-${fresh.user.accountId}`, shared_secret: 'secret', list_id: null, last_event_at: null, disconnected_at: null })
      .execute();
    expect((await fresh.browser.call(routes.shopifyInfo, {})).data).toEqual({ version: 1 });
  });

  it("lists catalogue values from the account's store events, narrowed by a search", async () => {
    const fresh = await signUpUser(t.app);
    const store = new SegmentData(t.ctx.db, fresh.user.accountId);
    const buyer = await store.contact('buyer@example.com');
    await store.event(buyer, 'orderPlaced', new Date(), { productNames: ['Mug', 'Tee'], productTags: ['summer', 'cotton'], skus: ['MUG-1'], orderTags: ['first-order'], paymentMethod: 'card', discountCodes: ['SPRING10'], shippingDiscountCodes: ['FREESHIP'], collections: ['Kitchen'], productTypes: ['Drinkware'], variantNames: ['Blue'] }, 'shopify');
    await store.event(buyer, 'productViewed', new Date(), { productNames: ['Cap'], productTags: ['summer'] }, 'shopify');
    await store.event(buyer, 'orderPlaced', new Date(), { productNames: ['Tee'], paymentMethod: 'paypal' }, 'shopify');
    await store.event(buyer, 'Custom Thing', new Date(), { productNames: ['Not a product'] }, 'custom');
    await other.data.event(await other.data.contact('x@example.com'), 'orderPlaced', new Date(), { productNames: ['Theirs'] }, 'shopify');
    const values = async (route: (typeof routes)['storeProducts'], search?: string) =>
      (await fresh.browser.call(route, search ? { query: { search } } : {})).data.data;
    expect(await values(routes.storeProducts)).toEqual(['Cap', 'Mug', 'Tee']);
    expect(await values(routes.storeProducts, 'u')).toEqual(['Mug']);
    expect(await values(routes.storeV1Products)).toEqual(['Cap', 'Mug', 'Tee']);
    expect(await values(routes.storeV1Tags)).toEqual(['cotton', 'summer']);
    expect(await values(routes.storeProductTags, '%')).toEqual([]);
    expect(await values(routes.storeV1Skus)).toEqual(['MUG-1']);
    expect(await values(routes.storeProductSkus)).toEqual(['MUG-1']);
    expect(await values(routes.storeProductTypes)).toEqual(['Drinkware']);
    expect(await values(routes.storeProductVariants)).toEqual(['Blue']);
    expect(await values(routes.storeCollections)).toEqual(['Kitchen']);
    expect(await values(routes.storeOrderTags)).toEqual(['first-order']);
    expect(await values(routes.storePaymentMethods)).toEqual(['card', 'paypal']);
    expect(await values(routes.storeOrderDiscounts)).toEqual(['SPRING10']);
    expect(await values(routes.storeShippingDiscounts)).toEqual(['FREESHIP']);
  });
});

describe('email types', () => {
  it('lists the active email types only', async () => {
    await data.emailType('Newsletter');
    await data.emailType('Offers');
    await data.emailType('Retired', false);
    await other.data.emailType('Theirs');
    expect((await browser.call(routes.activeEmailTypes, {})).data.emailTypes.map((type) => type.name)).toEqual(['Newsletter', 'Offers']);
  });
});
