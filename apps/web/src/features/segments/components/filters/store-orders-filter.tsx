import { Button, Flex, Select } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMPARISON_OPERATORS,
  SHOPIFY_PRIMARY_CONDITIONS,
  SHOPIFY_SECONDARY_CONDITIONS,
  type ShopifySecondaryCondition,
  type ShopifyV1FilterDraft,
} from '@sendwell/contracts';
import { changeShopifyRange, changeShopifySecondary } from '@sendwell/domain';
import { useStoreValues, type StoreValueKind } from '../../api/get-store-values';
import { hasErrorAt } from '../../hooks/filter-errors';
import { DigitsInput } from './digits-input';
import type { FilterEditorProps } from './filter-editor-props';
import {
  COMPARISON_LABELS,
  optionsOf,
  SHOPIFY_PRIMARY_LABELS,
  SHOPIFY_SECONDARY_LABELS,
} from './filter-labels';
import { RangeFields } from './range-fields';
import { SEARCH_BY_LABEL } from '../../../../lib/search-by-label';

/** The store integration (version 1) lookups behind each tag-like secondary condition. */
const TAG_SOURCES: Partial<Record<ShopifySecondaryCondition, StoreValueKind>> = {
  orderTags: 'v1Tags',
  productTags: 'v1Tags',
  productNames: 'v1Products',
  skuList: 'v1Skus',
};
const NUMERIC: ReadonlySet<ShopifySecondaryCondition> = new Set([
  'itemCount',
  'orderValue',
  'totalOrderValue',
]);

/** Store orders (integration version 1): purchased or not, when, and an optional order detail. */
export function StoreOrdersFilter({
  filter,
  onChange,
  errors,
  clock,
  offsetMinutes,
}: FilterEditorProps<ShopifyV1FilterDraft>) {
  const primary = filter.primaryFilter ?? {};
  const secondary = filter.secondaryFilter;
  const numeric = secondary?.condition !== undefined && NUMERIC.has(secondary.condition);
  const tags = useStoreValues(secondary?.condition ? TAG_SOURCES[secondary.condition] : undefined);

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Select
          aria-label="Purchase"
          placeholder="Purchase"
          value={primary.condition}
          onChange={(condition) => onChange({ ...filter, primaryFilter: { ...primary, condition } })}
          options={optionsOf(SHOPIFY_PRIMARY_CONDITIONS, SHOPIFY_PRIMARY_LABELS)}
          style={{ width: 200 }}
        />
        <RangeFields
          label="Purchase"
          range={primary.range}
          value={primary.filter}
          offsetMinutes={offsetMinutes}
          onRange={(range) => onChange(changeShopifyRange(filter, range, clock()))}
          onValue={(value) => onChange({ ...filter, primaryFilter: { ...primary, filter: value } })}
          errors={errors}
          valuePath="primaryFilter.filter"
        />
      </Flex>
      {secondary === undefined ? (
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onChange({ ...filter, secondaryFilter: {} })}
          style={{ alignSelf: 'flex-start' }}
        >
          Order filter
        </Button>
      ) : (
        <Flex gap={8} align="center" wrap>
          <Select
            aria-label="Order detail"
            placeholder="Order detail"
            value={secondary.condition}
            onChange={(condition) => onChange(changeShopifySecondary(filter, condition))}
            options={optionsOf(SHOPIFY_SECONDARY_CONDITIONS, SHOPIFY_SECONDARY_LABELS)}
            style={{ width: 170 }}
          />
          {numeric && (
            <>
              <Select
                aria-label="Order detail operator"
                value={secondary.filter}
                onChange={(operator) =>
                  onChange({ ...filter, secondaryFilter: { ...secondary, filter: operator } })
                }
                options={optionsOf(COMPARISON_OPERATORS, COMPARISON_LABELS)}
                style={{ width: 130 }}
              />
              <DigitsInput
                label="Order detail value"
                rule="count"
                value={secondary.compareData}
                onChange={(compareData) =>
                  onChange({ ...filter, secondaryFilter: { ...secondary, compareData } })
                }
                invalid={hasErrorAt(errors, 'secondaryFilter.compareData')}
              />
            </>
          )}
          {secondary.condition !== undefined && !numeric && (
            <Select
              aria-label="Order detail values"
              mode="tags"
              showSearch={SEARCH_BY_LABEL}
              placeholder="Any of"
              loading={tags.isFetching}
              value={secondary.tags ?? []}
              onChange={(chosen: string[]) =>
                onChange({ ...filter, secondaryFilter: { ...secondary, tags: chosen } })
              }
              options={(tags.data ?? []).map((tag) => ({ value: tag, label: tag }))}
              style={{ minWidth: 220 }}
            />
          )}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label="Remove order filter"
            onClick={() => onChange(changeShopifySecondary(filter, null))}
          />
        </Flex>
      )}
    </Flex>
  );
}
