import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Flex, Progress, theme, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { MILESTONE_TEXTS, type Milestone, type MilestoneKey } from '@sendwell/contracts';
import { FIRST_MILESTONE_PARAM, type FirstMilestoneStart } from '../../../lib/milestones';

/** A step's number in a circle while it is pending, a green tick once it is done. */
function StepMark({ milestone, index }: { milestone: Milestone; index: number }) {
  const { token } = theme.useToken();
  if (milestone.completed) {
    return <CheckCircleFilled aria-label="Done" style={{ fontSize: 24, color: token.colorSuccess }} />;
  }
  return (
    <span
      aria-label="To do"
      style={{
        display: 'inline-flex',
        width: 24,
        height: 24,
        borderRadius: '50%',
        border: `1px solid ${token.colorBorder}`,
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        flex: 'none',
      }}
    >
      {index + 1}
    </span>
  );
}

/** The checklist itself, for an account with steps still to take; each step opens the dialog that does it. */
export function GettingStartedCard({ milestones: data }: { milestones: Milestone[] }) {
  const { token } = theme.useToken();
  const [, setParams] = useSearchParams();
  const start = (step: FirstMilestoneStart) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(FIRST_MILESTONE_PARAM, step);
      return next;
    });
  const actions: Record<MilestoneKey, ReactNode> = {
    importContacts: (
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => start('importCsv')}>
          Import a CSV
        </Button>
        <Button onClick={() => start('importManual')}>Add contacts manually</Button>
      </Flex>
    ),
    createSegment: <Button onClick={() => start('createSegment')}>Start a segment</Button>,
  };
  const done = data.filter((milestone) => milestone.completed).length;

  return (
    <Card
      role="region"
      aria-label="Get started with Sendwell"
      size="small"
      title="Get started with Sendwell"
      extra={
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">
            {done} of {data.length} done
          </Typography.Text>
          <Progress
            percent={Math.round((done / data.length) * 100)}
            showInfo={false}
            strokeColor={token.colorPrimary}
            size="small"
            style={{ width: 96, margin: 0 }}
            aria-label="Getting started progress"
          />
        </Flex>
      }
    >
      <Flex vertical gap={12} role="list" aria-label="Getting started steps">
        {data.map((milestone, index) => (
          <Flex key={milestone.key} role="listitem" align="center" gap={12} wrap>
            <StepMark milestone={milestone} index={index} />
            <Flex vertical style={{ flex: '1 1 280px', minWidth: 0 }}>
              <Typography.Text strong delete={milestone.completed} type={milestone.completed ? 'secondary' : undefined}>
                {MILESTONE_TEXTS[milestone.key].title}
              </Typography.Text>
              <Typography.Text type="secondary">{MILESTONE_TEXTS[milestone.key].description}</Typography.Text>
            </Flex>
            {!milestone.completed && actions[milestone.key]}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
