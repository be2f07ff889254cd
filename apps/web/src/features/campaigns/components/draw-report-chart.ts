import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { CampaignReportPoint } from '@sendwell/contracts';

// Only the parts a bar chart uses, so this chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2, 10:00' for an hour, 'Mar 5' for a day: the bucket's wall-clock start in the account's timezone. */
export const bucketLabel = (point: Pick<CampaignReportPoint, 'at' | 'granularity'>): string => {
  const [date = '', time = ''] = point.at.split('T');
  const [, month = '1', day = '1'] = date.split('-');
  const dayLabel = `${MONTHS[Number(month) - 1]} ${Number(day)}`;
  return point.granularity === 'hour' ? `${dayLabel}, ${time}` : dayLabel;
};

/** Opens, clicks and unsubscribes per bucket as grouped bars; answers the chart so the page can destroy it. */
export const drawReportChart = (canvas: HTMLCanvasElement, series: CampaignReportPoint[]): Chart =>
  new Chart(canvas, {
    type: 'bar',
    data: {
      labels: series.map(bucketLabel),
      datasets: [
        { label: 'Opens', data: series.map((point) => point.opens), backgroundColor: '#4f46e5' },
        { label: 'Clicks', data: series.map((point) => point.clicks), backgroundColor: '#16a34a' },
        {
          label: 'Unsubscribes',
          data: series.map((point) => point.unsubscribes),
          backgroundColor: '#ea580c',
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { position: 'bottom' } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { grid: { display: false } } },
    },
  });
