import { Bot, Cpu } from 'lucide-react';
import type { AiSource } from '@sous/domain';
import { recipeStrings } from '../../lib/recipeStrings';
import { strings } from '../../lib/strings';

/** Where an AI answer came from (DESIGN rule 9): the built-in offline assistant or the Ollama model. */
export function AiSourceBadge({ source, className = '' }: { source: AiSource; className?: string }) {
  const offline = source === 'offline';
  const Icon = offline ? Cpu : Bot;
  return (
    <span
      data-testid="ai-source"
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${
        offline
          ? 'border-zinc-300 bg-zinc-100 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'
          : 'border-violet-200 bg-violet-50 text-violet-700 dark:border-violet-900 dark:bg-violet-950 dark:text-violet-300'
      } ${className}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {offline ? strings.ai.offlineBadge : recipeStrings.source.ollama}
    </span>
  );
}
