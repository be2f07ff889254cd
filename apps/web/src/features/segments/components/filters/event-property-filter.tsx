import { useState } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { CustomEventFilterDraft, ShopifyV2FilterDraft } from '@sendwell/contracts';
import {
  addEventPropertyFilter,
  changeEventProperty,
  eventPropertyComparison,
  propertyOperatorsFor,
  removeEventPropertyFilter,
  type EventPropertyOption,
} from '@sendwell/domain';
import { hasErrorAt } from '../../hooks/filter-errors';
import { changeEventPropertyOperator, withEventPropertyValues } from '../../hooks/property-values';
import type { FilterEditorProps } from './filter-editor-props';
import { PropertyComparisonFields, type ValueChoice } from './property-comparison-fields';

export interface LabelledEventProperty extends EventPropertyOption {
  label: string;
}

interface EventPropertyFilterProps extends FilterEditorProps<CustomEventFilterDraft | ShopifyV2FilterDraft> {
  properties: readonly LabelledEventProperty[];
  /** Values to choose from for the chosen property, when the account's data offers them. */
  choices?: readonly ValueChoice[] | undefined;
  choicesLoading?: boolean;
}

const VALUE_PATHS = ['propertyCompareValue', 'propertyStartCompareValue', 'propertyEndCompareValue'];

/**
 * 'where <property> <operator> <value>' on the event. With a single property it is chosen as the filter
 * opens (spec 1 §4); the parent remounts this when the occurrence changes, which resets the panel.
 */
export function EventPropertyFilter(props: EventPropertyFilterProps) {
  const { filter, onChange, errors, offsetMinutes, properties, choices, choicesLoading } = props;
  const comparison = eventPropertyComparison(filter);
  const [open, setOpen] = useState(comparison !== undefined);

  if (!open && comparison === undefined) {
    return (
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined aria-hidden />}
        disabled={properties.length === 0}
        onClick={() => {
          setOpen(true);
          onChange(addEventPropertyFilter(filter, properties));
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        Property filter
      </Button>
    );
  }

  const type = comparison?.type ?? properties.find((property) => property.key === comparison?.key)?.type;
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">where</Typography.Text>
      <Select
        aria-label="Event property"
        placeholder="Choose a property"
        value={comparison?.key}
        onChange={(key: string) => {
          const chosen = properties.find((property) => property.key === key);
          if (chosen) onChange(changeEventProperty(filter, chosen.key, chosen.type));
        }}
        options={properties.map((property) => ({ value: property.key, label: property.label }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 170 }}
      />
      {comparison?.key !== undefined && type !== undefined && (
        <PropertyComparisonFields
          label="Event property"
          type={type}
          operators={propertyOperatorsFor(type, comparison.key)}
          operator={comparison.operator}
          values={{ value: comparison.value, start: comparison.start, end: comparison.end }}
          onOperator={(operator) => onChange(changeEventPropertyOperator(filter, operator))}
          onValues={(values) => onChange(withEventPropertyValues(filter, values))}
          offsetMinutes={offsetMinutes}
          invalid={VALUE_PATHS.some((path) => hasErrorAt(errors, path))}
          choices={choices}
          choicesLoading={choicesLoading}
        />
      )}
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label="Remove property filter"
        onClick={() => {
          setOpen(false);
          onChange(removeEventPropertyFilter(filter));
        }}
      />
    </Flex>
  );
}
