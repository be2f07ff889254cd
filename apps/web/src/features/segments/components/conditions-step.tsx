import { Fragment, useMemo } from 'react';
import { Button, Card, Divider, Flex, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { canAddOrGroup, orGroupLimitTooltip } from '@sendwell/domain';
import { availableFilterKinds } from '../hooks/filter-kinds';
import type { SegmentWizard } from '../hooks/use-segment-wizard';
import type { WizardAccess } from '../hooks/use-wizard-access';
import { FilterRow } from './filter-row';

interface ConditionsStepProps {
  wizard: SegmentWizard;
  access: WizardAccess;
}

/** Step 3, 'Add Conditions': OR groups of AND-ed conditions, at most 20 groups (spec 1 §2.2, §5). */
export function ConditionsStep({ wizard, access }: ConditionsStepProps) {
  const { state, dispatch, context, clock } = wizard;
  const kinds = useMemo(() => availableFilterKinds(access.kinds), [access.kinds]);
  const limit = orGroupLimitTooltip(state.groups);
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Add Conditions
        </Typography.Title>
        <Typography.Text type="secondary">
          Contacts match when they meet every condition of at least one group.
        </Typography.Text>
      </div>
      {state.groups.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          {groupIndex > 0 && (
            <Divider plain style={{ margin: '4px 0' }}>
              <Tag color="purple" style={{ marginInlineEnd: 0 }}>
                OR
              </Tag>
            </Divider>
          )}
          <Card
            size="small"
            title={`Group ${groupIndex + 1}`}
            extra={
              state.groups.length > 1 && (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remove group ${groupIndex + 1}`}
                  onClick={() => dispatch({ type: 'removeGroup', group: groupIndex })}
                />
              )
            }
          >
            <Flex vertical gap={10}>
              {group.filters.map((filter, filterIndex) => (
                <Fragment key={filterIndex}>
                  {filterIndex > 0 && (
                    <Tag color="blue" style={{ alignSelf: 'flex-start' }}>
                      AND
                    </Tag>
                  )}
                  <FilterRow
                    filter={filter}
                    group={groupIndex}
                    index={filterIndex}
                    dispatch={dispatch}
                    kinds={kinds}
                    context={context}
                    clock={clock}
                    offsetMinutes={access.offsetMinutes}
                  />
                </Fragment>
              ))}
              <Button
                size="small"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => dispatch({ type: 'addAndFilter', group: groupIndex })}
                style={{ alignSelf: 'flex-start' }}
              >
                AND
              </Button>
            </Flex>
          </Card>
        </Fragment>
      ))}
      <Tooltip title={limit}>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={!canAddOrGroup(state.groups)}
          onClick={() => dispatch({ type: 'addOrGroup' })}
          style={{ alignSelf: 'flex-start' }}
        >
          OR
        </Button>
      </Tooltip>
    </Flex>
  );
}
