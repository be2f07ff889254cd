import { Flex, Select, Typography } from 'antd';
import {
  COMPARISON_OPERATORS,
  ENGAGEMENT_METRICS,
  ENGAGEMENT_RATE_METRICS,
  type EngagementMetric,
  type EngagementMetricsFilterDraft,
} from '@sendwell/contracts';
import { changeEngagementMetric } from '@sendwell/domain';
import { hasErrorAt } from '../../hooks/filter-errors';
import { DigitsInput } from './digits-input';
import type { FilterEditorProps } from './filter-editor-props';
import { COMPARISON_LABELS, ENGAGEMENT_METRIC_LABELS, optionsOf } from './filter-labels';

const rates: ReadonlySet<EngagementMetric> = new Set(ENGAGEMENT_RATE_METRICS);

/** Open, click or submission rate (a percentage), or a count of emails sent, opens, clicks or submissions, over the last N days. */
export function EngagementFilter({
  filter,
  onChange,
  errors,
}: FilterEditorProps<EngagementMetricsFilterDraft>) {
  const rate = filter.condition !== undefined && rates.has(filter.condition);
  const window = filter.rangeValue?.endValue;
  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label="Metric"
        placeholder="Metric"
        value={filter.condition}
        onChange={(condition) => onChange(changeEngagementMetric(filter, condition))}
        options={optionsOf(ENGAGEMENT_METRICS, ENGAGEMENT_METRIC_LABELS)}
        style={{ width: 150 }}
      />
      {filter.condition !== undefined && (
        <>
          <Select
            aria-label="Metric operator"
            value={filter.operator}
            onChange={(operator) => onChange({ ...filter, operator })}
            options={optionsOf(COMPARISON_OPERATORS, COMPARISON_LABELS)}
            style={{ width: 130 }}
          />
          <DigitsInput
            label="Metric value"
            rule="count"
            value={filter.compareValue}
            onChange={(compareValue) => {
              const { compareValue: _previous, ...rest } = filter;
              onChange(compareValue === undefined ? rest : { ...rest, compareValue });
            }}
            // Spec 1 §3: rates read as percentages; counts are plain numbers.
            suffix={rate ? '%' : undefined}
            invalid={hasErrorAt(errors, 'compareValue')}
          />
          <Typography.Text>in the last</Typography.Text>
          <DigitsInput
            label="Metric days"
            rule="count"
            value={typeof window === 'number' ? window : undefined}
            onChange={(days) =>
              onChange({ ...filter, range: 'last', rangeValue: { endValue: days ?? null } })
            }
            suffix="days"
            invalid={hasErrorAt(errors, 'rangeValue')}
            width={120}
          />
        </>
      )}
    </Flex>
  );
}
