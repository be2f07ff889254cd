import { queryOptions, useQuery } from '@tanstack/react-query';
import { segmentLookupRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

/** The store catalogue lookups, by the name the condition editors use. */
export const STORE_VALUE_ROUTES = {
  v1Tags: segmentLookupRoutes.storeV1Tags,
  v1Products: segmentLookupRoutes.storeV1Products,
  v1Skus: segmentLookupRoutes.storeV1Skus,
  productTags: segmentLookupRoutes.storeProductTags,
  products: segmentLookupRoutes.storeProducts,
  productTypes: segmentLookupRoutes.storeProductTypes,
  skus: segmentLookupRoutes.storeProductSkus,
  variants: segmentLookupRoutes.storeProductVariants,
  collections: segmentLookupRoutes.storeCollections,
  orderTags: segmentLookupRoutes.storeOrderTags,
  paymentMethods: segmentLookupRoutes.storePaymentMethods,
  orderDiscounts: segmentLookupRoutes.storeOrderDiscounts,
  shippingDiscounts: segmentLookupRoutes.storeShippingDiscounts,
} as const;
export type StoreValueKind = keyof typeof STORE_VALUE_ROUTES;

export const getStoreValues = (kind: StoreValueKind, signal?: AbortSignal) =>
  callApi(STORE_VALUE_ROUTES[kind], { query: {}, signal });

/** Values seen on the account's store events (product names, tags, SKUs, ...), offered as choices. */
export const getStoreValuesQueryOptions = (kind: StoreValueKind) =>
  queryOptions({
    queryKey: segmentKeys.lookup('store-values', kind),
    queryFn: ({ signal }) => getStoreValues(kind, signal),
    select: (answer) => answer.data,
  });

export const useStoreValues = (kind: StoreValueKind | undefined) =>
  useQuery({ ...getStoreValuesQueryOptions(kind ?? 'products'), enabled: kind !== undefined });
