import { useEffect, useState } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ChartView } from 'react-chartjs-2';
import { nutritionStrings } from '../../lib/nutritionStrings';
import type { ChartPoint } from './WeeklyChart';

// The mixed bar + line chart needs both controllers registered, not only their elements.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

/** Follows the theme class on <html>, which can change while the chart is on screen. */
function useDarkTheme() {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setDark(root.classList.contains('dark')));
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

/** Calories per logged day as bars, the daily goal as a line. Loaded lazily: chart.js is large. */
export default function WeeklyChartCanvas({ points, goal }: { points: ChartPoint[]; goal: number }) {
  const dark = useDarkTheme();
  const ink = dark ? '#a1a1aa' : '#52525b';
  const grid = dark ? 'rgba(63, 63, 70, 0.6)' : 'rgba(228, 228, 231, 0.9)';
  const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#0ea5e9';

  return (
    <div className="h-64" data-testid="weekly-chart">
      <ChartView
        type="bar"
        aria-label={nutritionStrings.progress.chartFallback}
        role="img"
        data={{
          labels: points.map((point) => point.label),
          datasets: [
            {
              type: 'bar' as const,
              label: nutritionStrings.nutrients.calories,
              data: points.map((point) => point.value),
              backgroundColor: accent,
              borderRadius: 6,
              maxBarThickness: 40,
            },
            {
              type: 'line' as const,
              label: nutritionStrings.summary.goal,
              data: points.map(() => goal),
              borderColor: dark ? '#f4f4f5' : '#18181b',
              borderDash: [6, 4],
              borderWidth: 1.5,
              // A single day has no line to draw: show the goal as a point instead.
              pointRadius: points.length === 1 ? 4 : 0,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { labels: { color: ink, boxWidth: 12 } } },
          scales: {
            x: { ticks: { color: ink }, grid: { display: false } },
            // Headroom above the goal keeps its line (or point) inside the plot.
            y: { beginAtZero: true, suggestedMax: goal * 1.1, ticks: { color: ink }, grid: { color: grid } },
          },
        }}
      />
    </div>
  );
}
