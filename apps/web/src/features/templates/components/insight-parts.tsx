import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { formatPercent, percentOf } from '@sendwell/domain';
import { formatCount } from '../../../lib/format';

export interface BarRow {
  label: string;
  count: number;
  /** Share of those who answered; computed from `total` when absent. */
  percent?: number;
  color?: string;
}

const BAR_COLOR = '#4f46e5';

/** One card of the insights view: the question as its heading, how many answered, then its chart or list. */
export function InsightCard({
  title,
  answered,
  extra,
  children,
}: {
  title: string;
  answered: number;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: 20, background: '#fff', minWidth: 0 }}
      aria-label={title}
    >
      <Flex justify="space-between" align="flex-start" gap={12} style={{ marginBottom: 12 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {formatCount(answered)} {answered === 1 ? 'response' : 'responses'}
          </Typography.Text>
        </div>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

/** Horizontal bars with their counts and shares written out, so the numbers read without the picture. */
export function BarList({ rows, total }: { rows: readonly BarRow[]; total: number }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
      {rows.map((row) => {
        const percent = row.percent ?? percentOf(row.count, total);
        return (
          <li key={row.label}>
            <Flex justify="space-between" gap={12}>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{row.label}</Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {formatCount(row.count)} ({formatPercent(percent)})
              </Typography.Text>
            </Flex>
            <div aria-hidden style={{ height: 8, borderRadius: 4, background: '#eef2ff', marginTop: 4 }}>
              <div
                style={{
                  width: `${Math.min(100, percent)}%`,
                  height: '100%',
                  borderRadius: 4,
                  background: row.color ?? BAR_COLOR,
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The first responses of a free-text question, each with who gave it; more are in the Submissions tab. */
export function ResponseList({
  responses,
  total,
  onViewAll,
}: {
  responses: readonly { email: string; response: string }[];
  total: number;
  onViewAll: () => void;
}) {
  return (
    <Flex vertical gap={10}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {responses.map((entry, index) => (
          <li key={`${entry.email}-${index}`} style={{ borderBottom: '1px solid #f1f5f9', paddingBottom: 8 }}>
            <Typography.Text style={{ display: 'block', overflowWrap: 'anywhere' }}>
              {entry.response}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {entry.email}
            </Typography.Text>
          </li>
        ))}
      </ul>
      {total > responses.length && (
        <Button type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={onViewAll}>
          View all submissions
        </Button>
      )}
    </Flex>
  );
}

/** A large figure with its label: an NPS, an average rating. */
export function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Flex vertical align="flex-end">
      <Typography.Text strong style={{ fontSize: 24, lineHeight: 1.2 }}>
        {value}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
