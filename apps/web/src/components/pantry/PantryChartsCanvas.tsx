import { useEffect, useState } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { pantryStrings } from '../../lib/pantryStrings';
import { formatDay } from './expiry';
import type { PantryChartData } from './PantryCharts';

Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Legend, LinearScale, Tooltip);

const s = pantryStrings.analytics;

/** One colour per category, repeating after ten. */
const PALETTE = [
  '#0ea5e9',
  '#22c55e',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#14b8a6',
  '#ec4899',
  '#84cc16',
  '#f97316',
  '#64748b',
];

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

/** Loaded lazily: chart.js is large and only the open analytics panel needs it. */
export default function PantryChartsCanvas({ categoryDistribution, expiryTimeline }: PantryChartData) {
  const dark = useDarkTheme();
  const ink = dark ? '#a1a1aa' : '#52525b';
  const grid = dark ? 'rgba(63, 63, 70, 0.6)' : 'rgba(228, 228, 231, 0.9)';

  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="pantry-charts">
      <figure className="card p-4">
        <figcaption className="mb-3 text-sm font-semibold">{s.categories}</figcaption>
        {categoryDistribution.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noCategories}</p>
        ) : (
          <div className="h-56">
            <Doughnut
              role="img"
              aria-label={categoryDistribution.map((entry) => `${entry.category}: ${entry.count}`).join(', ')}
              data={{
                labels: categoryDistribution.map((entry) => entry.category),
                datasets: [
                  {
                    label: s.items,
                    data: categoryDistribution.map((entry) => entry.count),
                    backgroundColor: categoryDistribution.map((_, index) => PALETTE[index % PALETTE.length]),
                    borderColor: dark ? '#18181b' : '#ffffff',
                    borderWidth: 2,
                  },
                ],
              }}
              options={{
                responsive: true,
                maintainAspectRatio: false,
                animation: false,
                cutout: '60%',
                plugins: { legend: { position: 'right', labels: { color: ink, boxWidth: 12 } } },
              }}
            />
          </div>
        )}
      </figure>
      <figure className="card p-4">
        <figcaption className="mb-3 text-sm font-semibold">{s.timeline}</figcaption>
        <div className="h-56">
          <Bar
            role="img"
            aria-label={s.timeline}
            data={{
              labels: expiryTimeline.map((entry) => formatDay(entry.date, false)),
              datasets: [
                {
                  label: s.itemsExpiring,
                  data: expiryTimeline.map((entry) => entry.count),
                  backgroundColor: '#f59e0b',
                  borderRadius: 4,
                  maxBarThickness: 18,
                },
              ],
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              plugins: { legend: { display: false } },
              scales: {
                x: { ticks: { color: ink, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
                y: { beginAtZero: true, ticks: { color: ink, precision: 0 }, grid: { color: grid } },
              },
            }}
          />
        </div>
      </figure>
    </div>
  );
}
