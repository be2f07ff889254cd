import type { FastifyInstance } from 'fastify';
import { SegmentLookupMessages, segmentLookupRoutes as routes, type StoreValues } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { getFormNames } from './get-form-names';
import { getStoreIntegrationVersion } from './get-store-info';
import { listCustomEvents, refreshCustomEventProperties } from './list-custom-events';
import {
  activeEmailTypes,
  campaignOptions,
  clickedLinksOfCampaign,
  findCampaign,
  formApps,
  storePropertyValues,
} from './segment-lookups.repository';
import { senderEmails } from '../senders/senders';
import { STORE_EVENT_OPTIONS } from './store-event-catalogue';

type StoreValuesRoute = typeof routes.storeProducts;

/** Each store lookup and the event property it reads. */
const STORE_LOOKUPS: readonly [StoreValuesRoute, string][] = [
  [routes.storeV1Tags, 'productTags'],
  [routes.storeV1Products, 'productNames'],
  [routes.storeV1Skus, 'skus'],
  [routes.storeProductTags, 'productTags'],
  [routes.storeProducts, 'productNames'],
  [routes.storeProductTypes, 'productTypes'],
  [routes.storeProductSkus, 'skus'],
  [routes.storeProductVariants, 'variantNames'],
  [routes.storeCollections, 'collections'],
  [routes.storeOrderTags, 'orderTags'],
  [routes.storePaymentMethods, 'paymentMethod'],
  [routes.storeOrderDiscounts, 'discountCodes'],
  [routes.storeShippingDiscounts, 'shippingDiscountCodes'],
];

export const registerSegmentLookupRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, routes.campaignsForSegmentation, async ({ auth }) => ({
    data: (await campaignOptions(ctx.db, auth.accountId)).map(({ sentAt, ...campaign }) => ({
      ...campaign,
      sentOn: sentAt?.toISOString() ?? null,
    })),
  }));
  registerRoute(app, routes.campaignClickedUrls, async ({ auth, params }) => {
    if (!(await findCampaign(ctx.db, auth.accountId, params.id)))
      throw new NotFoundError(SegmentLookupMessages.campaignNotFound);
    return { data: await clickedLinksOfCampaign(ctx.db, auth.accountId, params.id) };
  });
  registerRoute(app, routes.allSenderEmails, async ({ auth, query }) => ({
    // Campaigns may have gone out from senders that are no longer verified; segments still filter by them.
    data: await senderEmails(ctx.db, auth.accountId, query.forSegmentation),
  }));
  registerRoute(app, routes.formApps, async ({ auth }) => ({ data: await formApps(ctx.db, auth.accountId) }));
  registerRoute(app, routes.formNames, async ({ auth, query }) => ({
    data: await getFormNames(ctx, auth.accountId, query.appName),
  }));
  registerRoute(app, routes.customEvents, async ({ auth }) => ({
    data: await listCustomEvents(ctx.db, auth.accountId),
  }));
  registerRoute(app, routes.refreshCustomEventProperties, async ({ auth }) => ({
    message: SegmentLookupMessages.eventPropertiesRefreshed,
    data: await refreshCustomEventProperties(ctx.db, auth.accountId),
  }));
  registerRoute(app, routes.shopifyEvents, async () => ({
    shopifySegmentationConfig: [...STORE_EVENT_OPTIONS],
  }));
  registerRoute(app, routes.shopifyInfo, async ({ auth }) => ({
    version: await getStoreIntegrationVersion(ctx.db, auth.accountId),
  }));
  for (const [route, property] of STORE_LOOKUPS) {
    registerRoute(app, route, async ({ auth, query }): Promise<StoreValues> => ({
      data: await storePropertyValues(ctx.db, auth.accountId, property, query.search),
    }));
  }
  registerRoute(app, routes.activeEmailTypes, async ({ auth }) => ({
    emailTypes: await activeEmailTypes(ctx.db, auth.accountId),
  }));
};
