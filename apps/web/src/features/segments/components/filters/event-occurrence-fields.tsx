import { Flex, Select } from 'antd';
import type { CustomEventFilterDraft, ShopifyV2FilterDraft } from '@sendwell/contracts';
import { changeOccurrence, changeOccurrenceRange } from '@sendwell/domain';
import { hasErrorAt } from '../../hooks/filter-errors';
import { CountFields } from './count-fields';
import type { FilterEditorProps } from './filter-editor-props';
import { RangeFields } from './range-fields';

/** Whether the event happened, how often, and when (spec 1 §3 occurrence). */
export function EventOccurrenceFields({
  filter,
  onChange,
  errors,
  clock,
  offsetMinutes,
}: FilterEditorProps<CustomEventFilterDraft | ShopifyV2FilterDraft>) {
  const occurrence = filter.occurrence ?? {};
  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label="Occurrence"
        value={occurrence.hasOccurred}
        onChange={(hasOccurred: boolean) => onChange(changeOccurrence(filter, hasOccurred))}
        options={[
          { value: true, label: 'has occurred' },
          { value: false, label: 'has not occurred' },
        ]}
        style={{ width: 150 }}
      />
      {occurrence.hasOccurred && (
        <CountFields
          label="Occurrence"
          operator={occurrence.operator}
          count={occurrence.compareValue}
          onOperator={(operator) => onChange({ ...filter, occurrence: { ...occurrence, operator } })}
          onCount={(compareValue) => {
            const { compareValue: _previous, ...rest } = occurrence;
            onChange({
              ...filter,
              occurrence: compareValue === undefined ? rest : { ...rest, compareValue },
            });
          }}
          invalid={hasErrorAt(errors, 'occurrence.compareValue')}
        />
      )}
      <RangeFields
        label="Occurrence"
        range={occurrence.range}
        value={occurrence.rangeValue}
        offsetMinutes={offsetMinutes}
        onRange={(range) => onChange(changeOccurrenceRange(filter, range, clock()))}
        onValue={(rangeValue) => onChange({ ...filter, occurrence: { ...occurrence, rangeValue } })}
        errors={errors}
        valuePath="occurrence.rangeValue"
      />
    </Flex>
  );
}
