import { Button, Flex, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  GalleryMessages,
  type GalleryFeature,
  type GalleryFilters,
  type GalleryStyle,
} from '@sendwell/contracts';
import { nextFilterSelection } from '@sendwell/domain';

type Choice<T extends string> = T | 'All';

function MultiFilter<T extends string>({
  label,
  values,
  selected,
  onChange,
}: {
  label: string;
  values: readonly T[];
  selected: readonly Choice<T>[];
  onChange: (selected: Choice<T>[]) => void;
}) {
  return (
    <Select<Choice<T>[]>
      mode="multiple"
      aria-label={label}
      placeholder={label}
      value={[...selected]}
      onChange={(next) => onChange(nextFilterSelection(selected, next))}
      options={[{ value: 'All', label: 'All' }, ...values.map((value) => ({ value, label: value }))]}
      maxTagCount="responsive"
      allowClear
      style={{ minWidth: 220, maxWidth: 300 }}
    />
  );
}

/** Spec 3 §2.8: search, the Features and Style filters, and 'Clear Filters' while a filter narrows the grid. */
export function GalleryToolbar({
  filters,
  search,
  onSearch,
  features,
  onFeatures,
  styles,
  onStyles,
  showClear,
  onClear,
  createdBy,
}: {
  filters: GalleryFilters;
  search: string;
  onSearch: (search: string) => void;
  features: readonly Choice<GalleryFeature>[];
  onFeatures: (features: Choice<GalleryFeature>[]) => void;
  styles: readonly Choice<GalleryStyle>[];
  onStyles: (styles: Choice<GalleryStyle>[]) => void;
  showClear: boolean;
  onClear: () => void;
  /** The Created by filter, shown when its flag is on (spec 3 §2.8). */
  createdBy?: { value: string | null; onChange: (creator: string | null) => void };
}) {
  return (
    <Flex gap={12} wrap align="center" role="search">
      <Input
        aria-label="Search templates"
        placeholder={GalleryMessages.searchPlaceholder}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ width: 340, maxWidth: '100%' }}
      />
      <MultiFilter label="Features" values={filters.features} selected={features} onChange={onFeatures} />
      <MultiFilter label="Style" values={filters.styles} selected={styles} onChange={onStyles} />
      {createdBy && (
        <Select<string>
          aria-label="Created by"
          placeholder="Created by"
          value={createdBy.value ?? undefined}
          onChange={(creator) => createdBy.onChange(creator ?? null)}
          allowClear
          options={filters.createdBy.map((creator) => ({ value: creator, label: creator }))}
          style={{ minWidth: 180 }}
        />
      )}
      {showClear && (
        <Button type="link" onClick={onClear}>
          {GalleryMessages.clearFilters}
        </Button>
      )}
    </Flex>
  );
}
