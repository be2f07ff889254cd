import { memo, useId, type Dispatch } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { FilterKind, SegmentFilterDraft } from '@sendwell/contracts';
import { changeFilterKind, filterErrors, type Clock, type SegmentValidationContext } from '@sendwell/domain';
import { FilterMessageContext, shownMessages } from '../hooks/filter-errors';
import { FILTER_KIND_LABELS } from '../hooks/filter-kinds';
import type { WizardAction } from '../hooks/wizard-state';
import { CampaignActivityFilter } from './filters/campaign-activity-filter';
import { CustomEventFilter } from './filters/custom-event-filter';
import { EngagementFilter } from './filters/engagement-filter';
import type { FilterEditorProps } from './filters/filter-editor-props';
import { StoreEventFilter } from './filters/store-event-filter';
import { StoreOrdersFilter } from './filters/store-orders-filter';
import { UserPropertyFilter } from './filters/user-property-filter';
import { WebFormFilter } from './filters/web-form-filter';

interface FilterRowProps {
  filter: SegmentFilterDraft;
  group: number;
  index: number;
  dispatch: Dispatch<WizardAction>;
  kinds: readonly FilterKind[];
  context: SegmentValidationContext;
  clock: () => Clock;
  offsetMinutes: number;
}

function Editor({
  filter,
  ...props
}: Omit<FilterEditorProps<SegmentFilterDraft>, 'filter'> & { filter: SegmentFilterDraft }) {
  switch (filter.property) {
    case null:
      return null;
    case 'userProperty':
      return <UserPropertyFilter filter={filter} {...props} />;
    case 'userActivity':
      return <CampaignActivityFilter filter={filter} {...props} />;
    case 'engagementMetrics':
      return <EngagementFilter filter={filter} {...props} />;
    case 'customEvents':
      return <CustomEventFilter filter={filter} {...props} />;
    case 'userShopifyActivity':
      return <StoreOrdersFilter filter={filter} {...props} />;
    case 'userShopifyActivityV2':
      return <StoreEventFilter filter={filter} {...props} />;
    case 'externalForm':
      return <WebFormFilter filter={filter} {...props} />;
  }
}

/**
 * One condition: its kind, the editor for that kind, and what breaks a rule in it (spec 1 §5). Memoised:
 * with up to 20 groups, a keystroke in one condition re-renders only that one.
 */
export const FilterRow = memo(function FilterRow({
  filter,
  group,
  index,
  dispatch,
  kinds,
  context,
  clock,
  offsetMinutes,
}: FilterRowProps) {
  const name = `Group ${group + 1} condition ${index + 1}`;
  const messageId = useId();
  const onChange = (value: SegmentFilterDraft) =>
    dispatch({ type: 'setFilter', group, filter: index, value });
  const onRemove = () => dispatch({ type: 'removeFilter', group, filter: index });
  const errors = filterErrors(filter, context);
  const messages = shownMessages(filter.property, errors);
  const describedBy = messages.length > 0 ? messageId : undefined;
  // A saved condition of a kind the account no longer offers stays readable.
  const offered =
    filter.property === null || kinds.includes(filter.property) ? kinds : [...kinds, filter.property];
  return (
    <Flex vertical gap={6} role="group" aria-label={name} aria-describedby={describedBy}>
      <Flex gap={8} align="flex-start">
        <Select
          aria-label="Condition type"
          placeholder="Choose a condition"
          value={filter.property ?? undefined}
          status={filter.property === null ? 'error' : undefined}
          aria-invalid={filter.property === null || undefined}
          aria-describedby={filter.property === null ? describedBy : undefined}
          onChange={(kind: FilterKind) => onChange(changeFilterKind(kind))}
          options={offered.map((kind) => ({ value: kind, label: FILTER_KIND_LABELS[kind] }))}
          style={{ width: 180, flex: 'none' }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <FilterMessageContext.Provider value={describedBy}>
            <Editor
              filter={filter}
              onChange={onChange}
              errors={errors}
              clock={clock}
              offsetMinutes={offsetMinutes}
            />
          </FilterMessageContext.Provider>
        </div>
        <Button
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={onRemove}
        />
      </Flex>
      {describedBy && (
        <Flex vertical id={messageId} style={{ marginInlineStart: 188 }}>
          {messages.map((text) => (
            <Typography.Text key={text} type="danger">
              {text}
            </Typography.Text>
          ))}
        </Flex>
      )}
    </Flex>
  );
});
