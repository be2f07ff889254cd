import { Flex, Input, Select, Typography } from 'antd';
import type { PropertyOperator, SegmentPropertyType } from '@sendwell/contracts';
import { useInvalidField } from '../../hooks/filter-errors';
import { valueSlotOf, type ComparisonValues } from '../../hooks/property-values';
import { SegmentDateInput, SegmentDateRangeInput } from './date-inputs';
import { DigitsInput } from './digits-input';
import { PROPERTY_OPERATOR_LABELS } from './filter-labels';
import { SEARCH_BY_LABEL } from '../../../../lib/search-by-label';

export interface ValueChoice {
  value: string | number;
  label: string;
}

interface PropertyComparisonFieldsProps {
  /** Names the inputs, e.g. 'Property'. */
  label: string;
  type: SegmentPropertyType | undefined;
  operators: readonly PropertyOperator[];
  operator: PropertyOperator | undefined;
  values: ComparisonValues;
  onOperator: (operator: PropertyOperator) => void;
  onValues: (values: ComparisonValues) => void;
  offsetMinutes: number;
  invalid: boolean;
  /** Values to pick from (email types, store values); a list of them is chosen instead of typed. */
  choices?: readonly ValueChoice[] | undefined;
  choicesLoading?: boolean;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);
const listOf = (value: unknown): (string | number)[] =>
  Array.isArray(value)
    ? value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    : typeof value === 'string' || typeof value === 'number'
      ? [value]
      : [];

function ValueInputs(props: PropertyComparisonFieldsProps) {
  const { label, type, operator, values, onValues, offsetMinutes, invalid, choices, choicesLoading } = props;
  const fault = useInvalidField(invalid);
  const slot = valueSlotOf(operator);
  if (slot === 'none') return null;
  if (slot === 'days') {
    return (
      <DigitsInput
        label={`${label} days`}
        rule="bound"
        value={numberOf(values.value)}
        onChange={(days) => onValues({ value: days })}
        suffix="days"
        invalid={invalid}
        width={120}
      />
    );
  }
  if (slot === 'pair') {
    if (operator === 'betweenDates') {
      return (
        <SegmentDateRangeInput
          label={`${label} dates`}
          start={values.start}
          end={values.end}
          offsetMinutes={offsetMinutes}
          onChange={(start, end) => onValues({ start, end })}
          invalid={invalid}
        />
      );
    }
    const days = operator === 'betweenDays';
    return (
      <>
        <DigitsInput
          label={`${label} from`}
          rule={days ? 'bound' : 'plain'}
          value={values.start}
          onChange={(start) => onValues({ ...values, start })}
          invalid={invalid}
        />
        <Typography.Text>and</Typography.Text>
        <DigitsInput
          label={`${label} to`}
          rule={days ? 'bound' : 'plain'}
          value={values.end}
          onChange={(end) => onValues({ ...values, end })}
          suffix={days ? 'days ago' : undefined}
          invalid={invalid}
          width={days ? 140 : 96}
        />
      </>
    );
  }
  if (operator === 'onDate' || operator === 'afterDate' || operator === 'beforeDate') {
    return (
      <SegmentDateInput
        label={`${label} date`}
        value={values.value}
        offsetMinutes={offsetMinutes}
        onChange={(day) => onValues({ value: day })}
        invalid={invalid}
      />
    );
  }
  if (choices) {
    // Email types are chosen from the account's; store values may also be typed in.
    const free = operator !== 'containsEmailTypes' && operator !== 'notContainsEmailTypes';
    return (
      <Select
        aria-label={`${label} value`}
        aria-invalid={fault['aria-invalid']}
        aria-describedby={fault['aria-describedby']}
        mode={free ? 'tags' : 'multiple'}
        showSearch={SEARCH_BY_LABEL}
        placeholder="Choose values"
        loading={choicesLoading}
        value={listOf(values.value)}
        onChange={(chosen: (string | number)[]) =>
          onValues({ value: chosen.length > 0 ? chosen : undefined })
        }
        options={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
        status={fault.status}
        style={{ minWidth: 220 }}
      />
    );
  }
  if (type === 'number') {
    return (
      <DigitsInput
        label={`${label} value`}
        rule="plain"
        value={numberOf(values.value)}
        onChange={(value) => onValues({ value })}
        invalid={invalid}
        width={140}
      />
    );
  }
  return (
    <Input
      aria-label={`${label} value`}
      aria-invalid={fault['aria-invalid']}
      aria-describedby={fault['aria-describedby']}
      placeholder="Value"
      value={typeof values.value === 'string' ? values.value : ''}
      onChange={(event) => onValues({ value: event.target.value === '' ? undefined : event.target.value })}
      status={fault.status}
      style={{ width: 200 }}
    />
  );
}

/** An operator and the value(s) it takes, by the property's type (spec 1 §3 operator sets). */
export function PropertyComparisonFields(props: PropertyComparisonFieldsProps) {
  const { label, operators, operator, onOperator } = props;
  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label={`${label} operator`}
        placeholder="Operator"
        value={operator}
        onChange={onOperator}
        options={operators.map((value) => ({ value, label: PROPERTY_OPERATOR_LABELS[value] }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 150 }}
      />
      <ValueInputs {...props} />
    </Flex>
  );
}
