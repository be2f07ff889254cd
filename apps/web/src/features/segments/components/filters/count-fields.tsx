import { Flex, Select } from 'antd';
import { COMPARISON_OPERATORS, type ComparisonOperator } from '@sendwell/contracts';
import { DigitsInput } from './digits-input';
import { COMPARISON_LABELS, optionsOf } from './filter-labels';

interface CountFieldsProps {
  /** Names the inputs, e.g. 'Occurrence'. */
  label: string;
  operator: ComparisonOperator | undefined;
  count: number | undefined;
  onOperator: (operator: ComparisonOperator) => void;
  onCount: (count: number | undefined) => void;
  invalid: boolean;
}

/** How many times: 'at least 2 times' (spec 1 §5 count rules; the messages come from the domain). */
export function CountFields({ label, operator, count, onOperator, onCount, invalid }: CountFieldsProps) {
  return (
    <Flex gap={8} align="center">
      <Select
        aria-label={`${label} operator`}
        placeholder="How often"
        value={operator}
        onChange={onOperator}
        options={optionsOf(COMPARISON_OPERATORS, COMPARISON_LABELS)}
        style={{ width: 130 }}
      />
      <DigitsInput
        label={`${label} count`}
        rule="count"
        value={count}
        onChange={onCount}
        suffix="times"
        invalid={invalid}
        width={110}
      />
    </Flex>
  );
}
