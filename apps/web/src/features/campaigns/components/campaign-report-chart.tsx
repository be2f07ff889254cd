import { useEffect, useRef } from 'react';
import { Empty, Typography } from 'antd';
import type { CampaignReportPoint } from '@sendwell/contracts';
import { formatCountOf } from '../../../lib/format';

const total = (series: CampaignReportPoint[], key: 'opens' | 'clicks' | 'unsubscribes') =>
  series.reduce((sum, point) => sum + point[key], 0);

/** The report's course over time; the chart library is fetched when the chart is first drawn. */
export function CampaignReportChart({ series }: { series: CampaignReportPoint[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!target || series.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void import('./draw-report-chart').then(({ drawReportChart }) => {
      if (!gone) chart = drawReportChart(target, series);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [series]);

  if (series.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No opens, clicks or unsubscribes yet" />;
  return (
    <>
      <div style={{ position: 'relative', height: 280 }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Opens, clicks and unsubscribes over time: ${formatCountOf(total(series, 'opens'), 'open', 'opens')}, ${formatCountOf(total(series, 'clicks'), 'click', 'clicks')} and ${formatCountOf(total(series, 'unsubscribes'), 'unsubscribe', 'unsubscribes')}`}
        />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        By the hour for the first 48 hours after sending, then by the day. Opens by Apple Mail Privacy
        Protection are left out.
      </Typography.Text>
    </>
  );
}
