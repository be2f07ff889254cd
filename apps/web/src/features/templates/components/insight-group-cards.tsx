import { useState } from 'react';
import { Button, Flex, Tabs, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { InsightItem } from '@sendwell/contracts';
import { choiceShares, formatPercent, percentOf } from '@sendwell/domain';
import { BarList, Figure, InsightCard } from './insight-parts';

type Quiz = Extract<InsightItem, { kind: 'quiz' }>;
type QuizScore = Extract<InsightItem, { kind: 'quizScore' }>;

function QuizOverview({ questions }: { questions: Quiz[] }) {
  const [index, setIndex] = useState(0);
  const question = questions[Math.min(index, questions.length - 1)];
  if (!question) return <Typography.Text type="secondary">No quiz answers yet.</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {question.title}
        </Typography.Text>
        <Flex align="center" gap={4}>
          <Button
            size="small"
            icon={<LeftOutlined aria-hidden />}
            aria-label="Previous question"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          />
          <Typography.Text aria-live="polite">
            {index + 1}/{questions.length}
          </Typography.Text>
          <Button
            size="small"
            icon={<RightOutlined aria-hidden />}
            aria-label="Next question"
            disabled={index >= questions.length - 1}
            onClick={() => setIndex(index + 1)}
          />
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        {formatPercent(percentOf(question.aggregate.correct, question.aggregate.total))} answered correctly
      </Typography.Text>
      <BarList
        total={question.aggregate.total}
        rows={question.aggregate.response.map((option) => ({
          label: `Option ${option.choice}`,
          count: option.count,
        }))}
      />
    </Flex>
  );
}

function FinalScore({ score, onViewAll }: { score: QuizScore | undefined; onViewAll: () => void }) {
  if (!score) return <Typography.Text type="secondary">No final scores yet.</Typography.Text>;
  return (
    <Flex vertical gap={10}>
      <Figure value={String(score.aggregate.average)} label="average score" />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {score.aggregate.scores.map((entry, index) => (
          <li key={`${entry.recipientEmail}-${index}`}>
            <Flex justify="space-between" gap={12}>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{entry.recipientEmail}</Typography.Text>
              <Typography.Text strong>{entry.score}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      {score.totalCount > score.aggregate.scores.length && (
        <Button type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={onViewAll}>
          View all submissions
        </Button>
      )}
    </Flex>
  );
}

/** Spec 3 §4: every quiz item on one card, with tabs Overview (a question at a time) and Final score. */
export function QuizCard({ items, onViewAll }: { items: InsightItem[]; onViewAll: () => void }) {
  const questions = items.filter((item): item is Quiz => item.kind === 'quiz');
  const score = items.find((item): item is QuizScore => item.kind === 'quizScore');
  const answered = Math.max(score?.totalCount ?? 0, ...questions.map((question) => question.totalCount));
  return (
    <InsightCard title="Quiz" answered={answered}>
      <Tabs
        size="small"
        items={[
          { key: 'overview', label: 'Overview', children: <QuizOverview questions={questions} /> },
          {
            key: 'score',
            label: 'Final score',
            children: <FinalScore score={score} onViewAll={onViewAll} />,
          },
        ]}
      />
    </InsightCard>
  );
}

function OfferBars({ item }: { item: InsightItem | undefined }) {
  if (item?.kind !== 'choices') return <Typography.Text type="secondary">No answers yet.</Typography.Text>;
  return (
    <BarList
      total={item.aggregate.total}
      rows={choiceShares(item.aggregate.response, item.aggregate.total).map((share) => ({
        label: share.choice,
        count: share.count,
        percent: share.percent,
      }))}
    />
  );
}

/** Spec 3 §4: a spin wheel's or a game's offers, with tabs Offer title and Offer description. */
export function OfferCard({ title, items }: { title: string; items: InsightItem[] }) {
  const offerTitle = items.find((item) => item.id === 'offer-title');
  const offerDescription = items.find((item) => item.id === 'offer-description');
  return (
    <InsightCard title={title} answered={Math.max(0, ...items.map((item) => item.totalCount))}>
      <Tabs
        size="small"
        items={[
          { key: 'title', label: 'Offer title', children: <OfferBars item={offerTitle} /> },
          { key: 'description', label: 'Offer description', children: <OfferBars item={offerDescription} /> },
        ]}
      />
    </InsightCard>
  );
}
