import { Link } from '@tanstack/react-router';
import { Hammer } from 'lucide-react';
import { strings } from '../lib/strings';

/** A shell page that is not built yet: its name and a clear note, never a crash. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-2xl py-12 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Hammer className="size-7" aria-hidden />
      </div>
      <h1 className="mt-5 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-800 uppercase dark:bg-amber-950 dark:text-amber-300">
        {strings.comingSoon.badge}
      </p>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">{strings.comingSoon.body(title)}</p>
      <Link to="/" className="btn-secondary mt-8">
        {strings.comingSoon.back}
      </Link>
    </section>
  );
}
