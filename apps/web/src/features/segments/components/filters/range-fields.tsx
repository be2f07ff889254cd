import { Flex, Select, Typography } from 'antd';
import type { ActivityRangeOperator, RangeBound, RangeValue } from '@sendwell/contracts';
import type { FieldError } from '@sendwell/domain';
import { hasErrorAt } from '../../hooks/filter-errors';
import { SegmentDateInput, SegmentDateRangeInput } from './date-inputs';
import { DigitsInput } from './digits-input';
import { RANGE_LABELS } from './filter-labels';

/** Ranges new conditions offer; older definitions may carry 'between' or 'overall', which stay shown. */
const OFFERED: readonly ActivityRangeOperator[] = [
  'overAll',
  'last',
  'betweenDays',
  'betweenDates',
  'onDate',
  'afterDate',
  'beforeDate',
];

interface RangeFieldsProps {
  /** Names the inputs, e.g. 'Activity'. */
  label: string;
  range: ActivityRangeOperator | undefined;
  value: RangeValue | undefined;
  offsetMinutes: number;
  onRange: (range: ActivityRangeOperator) => void;
  onValue: (value: RangeValue) => void;
  errors: readonly FieldError[];
  /** Where the range's values sit inside the condition, to mark the input that breaks a rule. */
  valuePath: string;
}

const numberOf = (bound: RangeBound | null | undefined) => (typeof bound === 'number' ? bound : undefined);

/** When it happened: a range operator and the days or dates it needs (spec 1 §3 ranges). */
export function RangeFields({
  label,
  range,
  value,
  offsetMinutes,
  onRange,
  onValue,
  errors,
  valuePath,
}: RangeFieldsProps) {
  const options = range !== undefined && !OFFERED.includes(range) ? [...OFFERED, range] : OFFERED;
  const invalid = (end: 'startValue' | 'endValue') => hasErrorAt(errors, `${valuePath}.${end}`);
  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label={`${label} range`}
        placeholder="When"
        value={range}
        onChange={onRange}
        options={options.map((operator) => ({ value: operator, label: RANGE_LABELS[operator] }))}
        style={{ width: 160 }}
      />
      {range === 'last' && (
        <DigitsInput
          label={`${label} days`}
          rule="bound"
          value={numberOf(value?.endValue)}
          onChange={(days) => onValue({ endValue: days ?? null })}
          suffix="days"
          invalid={invalid('endValue')}
          width={120}
        />
      )}
      {range === 'betweenDays' && (
        <>
          <DigitsInput
            label={`${label} from days ago`}
            rule="bound"
            value={numberOf(value?.startValue)}
            onChange={(days) => onValue({ ...value, startValue: days ?? null })}
            invalid={invalid('startValue')}
          />
          <Typography.Text>and</Typography.Text>
          <DigitsInput
            label={`${label} to days ago`}
            rule="bound"
            value={numberOf(value?.endValue)}
            onChange={(days) => onValue({ ...value, endValue: days ?? null })}
            suffix="days ago"
            invalid={invalid('endValue')}
            width={140}
          />
        </>
      )}
      {(range === 'betweenDates' || range === 'between') && (
        <SegmentDateRangeInput
          label={`${label} dates`}
          start={value?.startValue}
          end={value?.endValue}
          offsetMinutes={offsetMinutes}
          onChange={(start, end) => onValue({ startValue: start ?? null, endValue: end ?? null })}
          invalid={invalid('startValue') || invalid('endValue')}
        />
      )}
      {(range === 'onDate' || range === 'afterDate' || range === 'beforeDate') && (
        <SegmentDateInput
          label={`${label} date`}
          value={value?.startValue}
          offsetMinutes={offsetMinutes}
          onChange={(day) => onValue({ startValue: day ?? null })}
          invalid={invalid('startValue')}
        />
      )}
    </Flex>
  );
}
