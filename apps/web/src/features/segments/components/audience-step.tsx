import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { CloseOutlined, MinusCircleOutlined } from '@ant-design/icons';
import {
  SEGMENT_SELECTION_LIMIT,
  SPECIAL_BELONGS_TO,
  SPECIAL_EXCLUDE,
  SegmentMessages,
  type BelongsToChoice,
  type ExcludeChoice,
  type ListChoice,
} from '@sendwell/contracts';
import { segmentSourceLists, selectionLimitMessage } from '@sendwell/domain';
import { useListChoices } from '../api/get-list-choices';
import type { SegmentWizard } from '../hooks/use-segment-wizard';
import type { WizardAccess } from '../hooks/use-wizard-access';
import { BELONGS_TO_LABELS, EXCLUDE_LABELS } from './filters/filter-labels';
import { SegmentTypeField } from './segment-type-field';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';

interface AudienceStepProps {
  wizard: SegmentWizard;
  access: WizardAccess;
}

/** List options; past the cap the others are disabled and say why (spec 1 §5). */
const listOptions = (lists: readonly ListChoice[], selected: readonly unknown[]) =>
  lists.map((list) => {
    const limit = selectionLimitMessage(selected, list.id);
    return { value: list.id, label: list.name, disabled: limit !== null, title: limit ?? list.name };
  });

const atLimit = (selected: readonly unknown[]) => selected.length >= SEGMENT_SELECTION_LIMIT;

/** Step 2: the name, who to start from and who to leave out, and the segment type (spec 1 §2.2). */
export function AudienceStep({ wizard, access }: AudienceStepProps) {
  const { state, dispatch, audience } = wizard;
  const lists = useListChoices(false);
  const all = lists.data ?? [];
  const nameProblem = state.nameTouched ? audience.nameError : null;

  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <Form.Item
        label="Name the segment"
        htmlFor="segment-name"
        validateStatus={nameProblem ? 'error' : undefined}
        help={nameProblem}
      >
        <Input
          id="segment-name"
          placeholder="e.g. Active Users"
          value={state.name}
          autoFocus
          onChange={(event) => dispatch({ type: 'setName', name: event.target.value })}
          onBlur={() => dispatch({ type: 'touchName' })}
        />
      </Form.Item>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Select contacts to segment
      </Typography.Title>
      <Form.Item
        label="Contacts belong to"
        htmlFor="segment-belongs-to"
        help={atLimit(state.belongsTo) ? SegmentMessages.maxItems(SEGMENT_SELECTION_LIMIT) : undefined}
      >
        <Select<BelongsToChoice[]>
          id="segment-belongs-to"
          mode="multiple"
          placeholder="Choose lists or all contacts"
          loading={lists.isPending}
          showSearch={SEARCH_BY_LABEL}
          value={state.belongsTo}
          onChange={(next) => dispatch({ type: 'setBelongsTo', next })}
          options={[
            {
              label: 'Contacts',
              options: SPECIAL_BELONGS_TO.map((value) => ({ value, label: BELONGS_TO_LABELS[value] })),
            },
            // Spec 1 §5: segments are not offered as lists to start from.
            {
              label: 'Lists',
              options: listOptions(segmentSourceLists(all, state.belongsTo), state.belongsTo),
            },
          ]}
        />
      </Form.Item>
      {state.excludeOpen ? (
        <Form.Item
          label={
            <Flex align="center" gap={4}>
              but does not belong to
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined aria-hidden />}
                aria-label="Remove the exclusion"
                onClick={() => dispatch({ type: 'closeExclude' })}
              />
            </Flex>
          }
          htmlFor="segment-exclude"
          validateStatus={audience.excludeError ? 'error' : undefined}
          help={
            audience.excludeError ??
            (atLimit(state.exclude) ? SegmentMessages.maxItems(SEGMENT_SELECTION_LIMIT) : undefined)
          }
        >
          <Select<ExcludeChoice[]>
            id="segment-exclude"
            mode="multiple"
            placeholder="Choose lists or segments to leave out"
            loading={lists.isPending}
            showSearch={SEARCH_BY_LABEL}
            value={state.exclude}
            onChange={(next) => dispatch({ type: 'setExclude', next })}
            options={[
              {
                label: 'Contacts',
                options: SPECIAL_EXCLUDE.map((value) => ({ value, label: EXCLUDE_LABELS[value] })),
              },
              { label: 'Lists and segments', options: listOptions(all, state.exclude) },
            ]}
          />
        </Form.Item>
      ) : (
        <Button
          icon={<MinusCircleOutlined aria-hidden />}
          onClick={() => dispatch({ type: 'openExclude' })}
          style={{ marginBottom: 24 }}
        >
          Exclude contacts
        </Button>
      )}
      {access.segmentTypeChoice && state.mode !== 'audience' && state.mode !== 'edit' && (
        <SegmentTypeField
          value={state.segmentType}
          onChange={(segmentType) => dispatch({ type: 'setSegmentType', segmentType })}
          settings={access.segmentTypes}
        />
      )}
    </Form>
  );
}
