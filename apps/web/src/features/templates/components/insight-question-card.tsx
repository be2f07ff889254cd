import { Flex, Typography } from 'antd';
import type { InsightItem } from '@sendwell/contracts';
import { choiceShares, formatPercent, npsGroup, npsSummary, thumbsShares } from '@sendwell/domain';
import { formatCountOf } from '../../../lib/format';
import { BarList, Figure, InsightCard, ResponseList } from './insight-parts';

/** NPS groups in colours that hold their own on white. */
const NPS_COLORS = { detractor: '#dc2626', passive: '#d97706', promoter: '#16a34a' } as const;

function NpsChart({ item }: { item: Extract<InsightItem, { kind: 'nps' }> }) {
  const counts = item.aggregate.chartData.map((bar) => ({ score: Number(bar.name), count: bar.count }));
  const summary = npsSummary(counts);
  const highest = Math.max(1, ...item.aggregate.chartData.map((bar) => bar.count));
  return (
    <Flex vertical gap={12}>
      <Flex gap={4} align="flex-end" style={{ height: 96 }} aria-hidden>
        {item.aggregate.chartData.map((bar) => (
          <Flex key={bar.name} vertical align="center" justify="flex-end" style={{ flex: 1, height: '100%' }}>
            <div
              style={{
                width: '100%',
                height: `${(bar.count / highest) * 100}%`,
                minHeight: bar.count > 0 ? 2 : 0,
                background: NPS_COLORS[npsGroup(Number(bar.name))],
                borderRadius: '3px 3px 0 0',
              }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {bar.name}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      <BarList
        total={summary.count}
        rows={[
          {
            label: 'Promoters (9–10)',
            count: summary.promoters,
            percent: summary.promoterPercent,
            color: NPS_COLORS.promoter,
          },
          {
            label: 'Passives (7–8)',
            count: summary.passives,
            percent: summary.passivePercent,
            color: NPS_COLORS.passive,
          },
          {
            label: 'Detractors (0–6)',
            count: summary.detractors,
            percent: summary.detractorPercent,
            color: NPS_COLORS.detractor,
          },
        ]}
      />
    </Flex>
  );
}

/** One question's card (spec 3 §2.6): a list of responses, bars of choices, thumbs, stars, NPS or emoji. */
export function InsightQuestionCard({ item, onViewAll }: { item: InsightItem; onViewAll: () => void }) {
  switch (item.kind) {
    case 'responses':
      return (
        <InsightCard title={item.title} answered={item.totalCount}>
          <ResponseList responses={item.aggregate} total={item.totalCount} onViewAll={onViewAll} />
        </InsightCard>
      );
    case 'choices':
      return (
        <InsightCard title={item.title} answered={item.totalCount}>
          <BarList
            total={item.aggregate.total}
            rows={choiceShares(item.aggregate.response, item.aggregate.total).map((share) => ({
              label: share.choice,
              count: share.count,
              percent: share.percent,
            }))}
          />
        </InsightCard>
      );
    case 'thumbs': {
      const shares = thumbsShares(item.aggregate.upvote, item.aggregate.downvote);
      return (
        <InsightCard
          title={item.title}
          answered={item.totalCount}
          extra={<Figure value={formatPercent(shares.up)} label="liked it" />}
        >
          <BarList
            total={item.totalCount}
            rows={[
              { label: 'Thumbs up', count: item.aggregate.upvote, percent: shares.up, color: '#16a34a' },
              {
                label: 'Thumbs down',
                count: item.aggregate.downvote,
                percent: shares.down,
                color: '#dc2626',
              },
            ]}
          />
        </InsightCard>
      );
    }
    case 'rating':
      return (
        <InsightCard
          title={item.title}
          answered={item.totalCount}
          extra={<Figure value={`${item.aggregate.average} / ${item.maxRating}`} label="average rating" />}
        >
          <BarList
            total={item.aggregate.total}
            rows={item.aggregate.counts.map((entry) => ({
              label: `${entry.score} ${entry.score === 1 ? 'star' : 'stars'}`,
              count: entry.count,
              color: '#f59e0b',
            }))}
          />
        </InsightCard>
      );
    case 'nps':
      return (
        <InsightCard
          title={item.title}
          answered={item.totalCount}
          extra={<Figure value={String(item.aggregate.formattedNpsData.score)} label="NPS" />}
        >
          <NpsChart item={item} />
        </InsightCard>
      );
    case 'emoji':
      return (
        <InsightCard title={item.title} answered={item.totalCount}>
          <BarList
            total={item.totalCount}
            rows={item.total.map((level) => ({ label: level.options, count: level.count }))}
          />
        </InsightCard>
      );
    case 'quiz':
    case 'quizScore':
      // Quiz items are shown together on the quiz card.
      return (
        <InsightCard title={item.title} answered={item.totalCount}>
          <Typography.Text type="secondary">{formatCountOf(item.totalCount, 'answer', 'answers')}</Typography.Text>
        </InsightCard>
      );
  }
}
