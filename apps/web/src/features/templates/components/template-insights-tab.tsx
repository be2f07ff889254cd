import { Empty, Spin } from 'antd';
import { TemplateSubmissionMessages } from '@sendwell/contracts';
import { groupInsights } from '@sendwell/domain';
import { ErrorResult } from '../../../components/error-result';
import { useTemplateInsights } from '../api/get-template-submissions';
import { OfferCard, QuizCard } from './insight-group-cards';
import { InsightQuestionCard } from './insight-question-card';

/** Spec 3 §2.6: one card per question, the quiz, spin and game cards after the others. */
export function TemplateInsightsTab({
  templateId,
  hasSubmissions,
  onViewAll,
}: {
  templateId: number;
  hasSubmissions: boolean;
  onViewAll: () => void;
}) {
  const insights = useTemplateInsights(templateId, hasSubmissions);
  if (hasSubmissions && insights.isPending)
    return (
      <Spin size="large" description="Loading insights" style={{ display: 'block', margin: '64px auto' }} />
    );
  if (insights.isError) return <ErrorResult error={insights.error} />;
  const groups = groupInsights(insights.data ?? []);
  if (groups.length === 0)
    return <Empty style={{ padding: '48px 0' }} description={TemplateSubmissionMessages.noInsights} />;
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
        alignItems: 'start',
      }}
    >
      {groups.map((group) => {
        switch (group.kind) {
          case 'question':
            return <InsightQuestionCard key={group.key} item={group.item} onViewAll={onViewAll} />;
          case 'quiz':
            return <QuizCard key={group.key} items={group.items} onViewAll={onViewAll} />;
          case 'spin':
            return <OfferCard key={group.key} title="Spin the wheel" items={group.items} />;
          case 'gamification':
            return <OfferCard key={group.key} title={group.game} items={group.items} />;
        }
      })}
    </div>
  );
}
