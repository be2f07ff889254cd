import { Flex, Typography } from 'antd';
import type { ListEngagement } from '@sendwell/contracts';
import { formatCount, formatDayMonth } from '../../../lib/format';

const WIDTH = 720;
const HEIGHT = 220;
const PADDING = { top: 12, right: 12, bottom: 28, left: 40 };
const PLOT_WIDTH = WIDTH - PADDING.left - PADDING.right;
const PLOT_HEIGHT = HEIGHT - PADDING.top - PADDING.bottom;

/** A round top for the axis: 1, 2, 5 or 10 times a power of ten, at least the highest bar. */
const niceMax = (value: number): number => {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
};

/** Contacts that joined the list per day over the window, as plain SVG bars. */
export function EngagementChart({ daily }: { daily: ListEngagement['daily'] }) {
  const max = niceMax(Math.max(0, ...daily.map((day) => day.joined)));
  const slot = PLOT_WIDTH / Math.max(daily.length, 1);
  const barWidth = Math.max(2, slot * 0.64);
  const y = (value: number) => PADDING.top + PLOT_HEIGHT - (value / max) * PLOT_HEIGHT;
  const ticks = [0, max / 2, max];
  // First, middle and last day under the axis; more would crowd a 30-day window.
  const labelled = new Set([0, Math.floor((daily.length - 1) / 2), daily.length - 1]);

  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>Contacts joined per day</Typography.Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Contacts joined per day: ${formatCount(daily.reduce((sum, day) => sum + day.joined, 0))} in ${daily.length} days`}
        style={{ display: 'block' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PADDING.left} x2={WIDTH - PADDING.right} y1={y(tick)} y2={y(tick)} stroke="#eef0f4" />
            <text x={PADDING.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#8c8c8c">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {daily.map((day, index) => {
          const x = PADDING.left + index * slot + (slot - barWidth) / 2;
          const top = y(day.joined);
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, PADDING.top + PLOT_HEIGHT - top)}
                rx={2}
                fill="#3b5bdb"
              >
                <title>{`${formatDayMonth(`${day.day}T00:00:00Z`, 'UTC')}: ${formatCount(day.joined)} joined`}</title>
              </rect>
              {labelled.has(index) && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="#8c8c8c">
                  {formatDayMonth(`${day.day}T00:00:00Z`, 'UTC')}
                </text>
              )}
            </g>
          );
        })}
        <line
          x1={PADDING.left}
          x2={WIDTH - PADDING.right}
          y1={PADDING.top + PLOT_HEIGHT}
          y2={PADDING.top + PLOT_HEIGHT}
          stroke="#d9d9d9"
        />
      </svg>
    </Flex>
  );
}
