// The bar chart of revenue per business day. chart.js, tree-shaken to a bar chart, is drawn on a
// canvas that screen readers skip (aria-hidden): the same numbers are in the table beside it.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatBRL } from '@/domain/format';
import { shortDay } from './report-labels';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export function DayChart({ days }: { days: ReadonlyArray<{ day: string; revenue: number }> }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext?.('2d');
    if (!context || !frame.current) return;
    const style = getComputedStyle(frame.current);
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: days.map((d) => shortDay(d.day)),
        datasets: [{ data: days.map((d) => d.revenue), backgroundColor: style.color }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: { callbacks: { label: (item) => formatBRL(item.parsed.y) } },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
          y: { beginAtZero: true, ticks: { callback: (value) => formatBRL(Number(value)) } },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <div ref={frame} className="relative h-64 w-full text-primary" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
