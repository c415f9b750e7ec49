import { Link } from '@tanstack/react-router';
import { messages } from '@sous/domain';
import { strings } from '../lib/strings';

export function NotFound() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-black text-accent">404</p>
      <h1 className="mt-4 text-2xl font-bold">{messages.errors.notFoundTitle}</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{messages.errors.notFoundBody}</p>
      <Link to="/" className="btn-primary mt-6">
        {strings.errors.goHome}
      </Link>
    </main>
  );
}
