import type { KeyboardEvent, ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { PlusOutlined, RobotOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  availablePrebuiltCards,
  prebuiltCardLabel,
  type PrebuiltCardRequirement,
  type PrebuiltSegmentCard,
} from '@sendwell/domain';
import type { WizardAccess } from '../hooks/use-wizard-access';

const GROUP_TITLES: Record<PrebuiltCardRequirement, string> = {
  none: 'Campaign engagement',
  engagementMetrics: 'Engagement metrics',
  storeV2: 'Store customers',
};
const GROUP_ORDER: readonly PrebuiltCardRequirement[] = ['none', 'engagementMetrics', 'storeV2'];

interface StartStepProps {
  access: WizardAccess;
  onScratch: () => void;
  onCard: (card: PrebuiltSegmentCard) => void;
}

function ChoiceCard({
  label,
  onChoose,
  children,
}: {
  label: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onChoose();
  };
  return (
    <Card
      hoverable
      size="small"
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={onChoose}
      onKeyDown={onKeyDown}
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

/** Step 1: start from scratch or from a prebuilt segment; cards appear by flag and store (spec 1 §2.2). */
export function StartStep({ access, onScratch, onCard }: StartStepProps) {
  const cards = availablePrebuiltCards(access.cards);
  const navigate = useNavigate();
  return (
    <Flex vertical gap={20}>
      <ChoiceCard label="Start from scratch" onChoose={onScratch}>
        <Flex align="center" gap={12}>
          <PlusOutlined style={{ fontSize: 20 }} aria-hidden />
          <div>
            <Typography.Text strong>Start from scratch</Typography.Text>
            <br />
            <Typography.Text type="secondary">Choose lists and build your own conditions.</Typography.Text>
          </div>
        </Flex>
      </ChoiceCard>
      <ChoiceCard label="Create with AI" onChoose={() => void navigate(paths.aiSegment)}>
        <Flex align="center" gap={12}>
          <RobotOutlined style={{ fontSize: 20 }} aria-hidden />
          <div>
            <Typography.Text strong>Create with AI</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              Describe the contacts in plain words and let the AI build the segment.
            </Typography.Text>
          </div>
        </Flex>
      </ChoiceCard>
      {GROUP_ORDER.map((group) => {
        const inGroup = cards.filter((card) => card.requires === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-label={GROUP_TITLES[group]}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {GROUP_TITLES[group]}
            </Typography.Title>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                gap: 12,
              }}
            >
              {inGroup.map((card) => (
                <ChoiceCard
                  key={card.id}
                  label={prebuiltCardLabel(card)}
                  onChoose={() => onCard(card)}
                >
                  <Flex vertical gap={4}>
                    <Typography.Text strong>{prebuiltCardLabel(card)}</Typography.Text>
                    <Typography.Text type="secondary">{card.description}</Typography.Text>
                  </Flex>
                </ChoiceCard>
              ))}
            </div>
          </section>
        );
      })}
    </Flex>
  );
}
