import { Flex, Select } from 'antd';
import {
  SHOPIFY_CANCEL_REASONS,
  SHOPIFY_V2_EVENT_PROPERTIES,
  SHOPIFY_V2_EVENTS,
  SHOPIFY_V2_PROPERTIES,
  type ShopifyV2FilterDraft,
  type ShopifyV2PropertyKey,
} from '@sendwell/contracts';
import { changeShopifyEvent, eventPropertyComparison } from '@sendwell/domain';
import { useStoreValues, type StoreValueKind } from '../../api/get-store-values';
import { EventOccurrenceFields } from './event-occurrence-fields';
import { EventPropertyFilter } from './event-property-filter';
import type { FilterEditorProps } from './filter-editor-props';

/** Where each store property's values are looked up; the others are numbers or free text. */
const VALUE_SOURCES: Partial<Record<ShopifyV2PropertyKey, StoreValueKind>> = {
  productNames: 'products',
  productTags: 'productTags',
  productTypes: 'productTypes',
  skus: 'skus',
  variantNames: 'variants',
  variantTitle: 'variants',
  collections: 'collections',
  orderTags: 'orderTags',
  paymentMethod: 'paymentMethods',
  originalPaymentMethod: 'paymentMethods',
  discountCodes: 'orderDiscounts',
};

const isStoreProperty = (key: string | undefined): key is ShopifyV2PropertyKey =>
  SHOPIFY_V2_PROPERTIES.some((property) => property.key === key);

/** A store event (placed order, viewed product, ...): whether and how often, when, and a property filter. */
export function StoreEventFilter(props: FilterEditorProps<ShopifyV2FilterDraft>) {
  const { filter, onChange } = props;
  const key = eventPropertyComparison(filter)?.key;
  const storeKey = isStoreProperty(key) ? key : undefined;
  const values = useStoreValues(storeKey ? VALUE_SOURCES[storeKey] : undefined);
  const keys = filter.eventName ? SHOPIFY_V2_EVENT_PROPERTIES[filter.eventName] : [];
  const properties = SHOPIFY_V2_PROPERTIES.filter((property) => keys.includes(property.key));
  const choices =
    storeKey === 'cancelReason'
      ? SHOPIFY_CANCEL_REASONS.map((reason) => ({ value: reason, label: reason }))
      : storeKey && VALUE_SOURCES[storeKey]
        ? (values.data ?? []).map((value) => ({ value, label: value }))
        : undefined;

  return (
    <Flex vertical gap={8}>
      <Select
        aria-label="Store event"
        placeholder="Choose a store event"
        value={filter.eventName}
        onChange={(eventName) => onChange(changeShopifyEvent(eventName))}
        options={SHOPIFY_V2_EVENTS.map((event) => ({ value: event.key, label: event.label }))}
        style={{ width: 200 }}
      />
      {filter.eventName && (
        <>
          <EventOccurrenceFields {...props} />
          <EventPropertyFilter
            key={`${filter.eventName}-${String(filter.occurrence?.hasOccurred)}`}
            {...props}
            properties={properties}
            choices={choices}
            choicesLoading={values.isFetching}
          />
        </>
      )}
    </Flex>
  );
}
