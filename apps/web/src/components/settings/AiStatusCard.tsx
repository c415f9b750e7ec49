import { Bot, Cpu } from 'lucide-react';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';

const s = strings.ai;

/** Which assistant answers the AI features: the local Ollama model or the built-in offline one. */
export function AiStatusCard() {
  const status = trpc.ai.status.useQuery();
  const usingModel = status.data?.ollamaAvailable === true;
  return (
    <section className="card p-6" aria-labelledby="ai-heading">
      <h2 id="ai-heading" className="flex items-center gap-2 text-lg font-semibold">
        {usingModel ? <Bot className="size-5 text-accent" aria-hidden /> : <Cpu className="size-5 text-accent" aria-hidden />}
        {s.title}
      </h2>
      {status.isPending ? (
        <p className="mt-3 text-sm text-zinc-500">{strings.loading}</p>
      ) : status.isError ? (
        <p className="mt-3 text-sm text-red-600 dark:text-red-400">{s.unknown}</p>
      ) : (
        <div className="mt-3 space-y-2 text-sm text-zinc-700 dark:text-zinc-300" data-testid="ai-status">
          <p>
            <span className="badge">{usingModel ? s.ollamaBadge(status.data.model) : s.offlineBadge}</span>
          </p>
          <p>{usingModel ? s.ollamaBody : s.offlineBody}</p>
          <p className="text-zinc-500 dark:text-zinc-400">{s.mode(status.data.mode)}</p>
        </div>
      )}
    </section>
  );
}
