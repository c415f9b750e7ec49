import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled textarea with its hint and error message wired to aria-describedby. */
export function TextAreaField({ label, hint, error, id, className, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={fieldId} className="label">
          {label}
        </label>
        {hint ? (
          <span id={`${fieldId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {hint}
          </span>
        ) : null}
      </div>
      <textarea
        id={fieldId}
        className="input min-h-24 resize-y"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
