import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ChefHat, FolderGit2, PlayCircle, Rocket } from 'lucide-react';
import { ThemeMenu } from '../ThemeMenu';
import { PROJECT_REPOSITORY_URL, thumbnailPages, thumbnailStrings as s, type ThumbnailKey } from '../../lib/thumbnails';
import { DemoOverlay } from './DemoOverlay';

/** One marketing page: hero with title and tagline, the two calls to action, the cards and the footer. */
export function ThumbnailPageView({ page: key }: { page: ThumbnailKey }) {
  const page = thumbnailPages[key];
  const [demoOpen, setDemoOpen] = useState(false);
  const large = page.layout === 'large';

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="relative overflow-hidden bg-zinc-900 text-white">
        <div
          aria-hidden
          className="absolute inset-0 opacity-90"
          style={{
            background:
              'radial-gradient(circle at 15% 10%, color-mix(in oklab, var(--accent) 70%, transparent), transparent 55%), radial-gradient(circle at 90% 100%, color-mix(in oklab, var(--accent) 40%, transparent), transparent 50%)',
          }}
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-5 pb-14 sm:px-6 sm:pb-20">
          <div className="flex items-center justify-between">
            <Link to="/thumbnail" className="flex items-center gap-2 rounded-lg text-lg font-bold">
              <span className="flex size-8 items-center justify-center rounded-lg bg-white/15">
                <ChefHat className="size-5" aria-hidden />
              </span>
              Sous
            </Link>
            <div className="rounded-lg bg-white/10 text-white [&_button]:text-white">
              <ThemeMenu />
            </div>
          </div>
          <p className="mt-12 text-sm font-semibold tracking-widest text-white/70 uppercase">{page.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/80">{page.tagline}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={PROJECT_REPOSITORY_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="btn bg-white px-5 py-2.5 text-zinc-900 shadow-sm hover:bg-zinc-100"
            >
              <FolderGit2 className="size-4" aria-hidden />
              {s.explore}
            </a>
            <button
              type="button"
              onClick={() => setDemoOpen(true)}
              className="btn border border-white/40 px-5 py-2.5 text-white hover:bg-white/10"
            >
              <PlayCircle className="size-4" aria-hidden />
              {s.watchDemo}
            </button>
          </div>
        </div>
      </header>

      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-12 sm:px-6">
        <ul
          className={`grid gap-4 sm:grid-cols-2 ${large ? 'lg:grid-cols-3 lg:gap-6' : 'lg:grid-cols-3 xl:grid-cols-4'}`}
          aria-label={page.title}
        >
          {page.cards.map(({ icon: Icon, title, description }) => (
            <li key={title} data-testid="thumbnail-card" className={`card flex flex-col ${large ? 'p-8' : 'p-5'}`}>
              <span
                className={`flex items-center justify-center rounded-xl bg-accent-soft text-accent ${large ? 'size-14' : 'size-10'}`}
              >
                <Icon className={large ? 'size-7' : 'size-5'} aria-hidden />
              </span>
              <h2 className={`mt-4 font-semibold ${large ? 'text-xl' : 'text-base'}`}>{title}</h2>
              <p className={`mt-2 text-zinc-600 dark:text-zinc-400 ${large ? 'text-base' : 'text-sm'}`}>{description}</p>
            </li>
          ))}
        </ul>

        <nav aria-label={s.otherPages} className="mt-12">
          <h2 className="text-sm font-semibold tracking-wider text-zinc-500 uppercase">{s.otherPages}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {Object.values(thumbnailPages).map((other) => (
              <li key={other.path}>
                <Link
                  to={other.path}
                  className="badge px-3 py-1 text-sm"
                  activeOptions={{ exact: true }}
                  activeProps={{ 'aria-current': 'page', className: 'ring-1 ring-accent' }}
                >
                  {other.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>

      <footer className="border-t border-zinc-200 py-8 dark:border-zinc-800">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 text-center sm:px-6">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{s.footer}</p>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-4 py-1.5 text-sm font-semibold text-accent-strong dark:text-accent">
            <Rocket className="size-4" aria-hidden />
            {s.comingSoon}
          </p>
        </div>
      </footer>

      <DemoOverlay open={demoOpen} onClose={() => setDemoOpen(false)} />
    </div>
  );
}
