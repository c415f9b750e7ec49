import { BookHeart, Brain, CalendarDays, ChefHat, Globe2, Refrigerator, Smile, Users } from 'lucide-react';
import { strings } from '../../lib/strings';

const icons = [Brain, CalendarDays, Refrigerator, Globe2, ChefHat, Users, Smile];

/** Desktop only (lg and up): what the product does, next to the sign-in card. */
export function MarketingPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-zinc-900 p-12 text-white lg:flex lg:flex-col lg:justify-center">
      <div
        aria-hidden
        className="absolute inset-0 opacity-90"
        style={{
          background:
            'radial-gradient(circle at 20% 20%, color-mix(in oklab, var(--accent) 70%, transparent), transparent 55%), radial-gradient(circle at 80% 90%, color-mix(in oklab, var(--accent) 35%, transparent), transparent 50%)',
        }}
      />
      <div className="relative max-w-md">
        <BookHeart className="size-10" aria-hidden />
        <h2 className="mt-6 text-4xl font-bold tracking-tight">{strings.marketing.title}</h2>
        <p className="mt-3 text-lg text-white/80">{strings.marketing.subtitle}</p>
        <ul className="mt-8 space-y-3">
          {strings.marketing.features.map((feature, index) => {
            const Icon = icons[index % icons.length]!;
            return (
              <li key={feature} className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="text-white/90">{feature}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
