import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Spec part 1 §9: hover cards open after 700 ms and close 300 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY_MS = 700;
export const HOVER_CLOSE_DELAY_MS = 300;

interface HoverCardProps {
  /** The trigger's content; it is rendered inside a button so keyboard and touch users can open it. */
  trigger: ReactNode;
  /** Accessible name of the trigger button. */
  label: string;
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A card that appears while the trigger is hovered (with the spec's delays) or focused, and on a
 * tap. Escape closes it. The panel is described by the trigger for screen readers.
 */
export function HoverCard({ trigger, label, children, align = 'start', className = '' }: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const later = useCallback((next: boolean, delay: number) => {
    clear();
    timer.current = setTimeout(() => setOpen(next), delay);
  }, []);
  useEffect(() => clear, []);

  return (
    <span
      className={`relative inline-flex ${className}`}
      onMouseEnter={() => later(true, HOVER_OPEN_DELAY_MS)}
      onMouseLeave={() => later(false, HOVER_CLOSE_DELAY_MS)}
    >
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="inline-flex items-center gap-1 rounded-md text-left underline decoration-dotted underline-offset-4 hover:text-zinc-900 dark:hover:text-white"
        onFocus={(event) => {
          // Keyboard focus opens at once; a click's focus is left to the click toggle below.
          if (event.currentTarget.matches(':focus-visible')) later(true, 0);
        }}
        onBlur={() => later(false, HOVER_CLOSE_DELAY_MS)}
        onClick={() => {
          clear();
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            clear();
            setOpen(false);
          }
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={panelId}
          role="tooltip"
          data-testid="hover-card"
          className={`absolute top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-zinc-200 bg-white p-4 text-sm text-zinc-700 shadow-xl dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 ${align === 'end' ? 'right-0' : 'left-0'}`}
          onMouseEnter={() => later(true, 0)}
        >
          {children}
        </div>
      ) : null}
    </span>
  );
}
