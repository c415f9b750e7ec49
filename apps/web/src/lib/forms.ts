import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { errorMessage, fieldErrorsOf } from './session';

export type FieldErrors = Record<string, string>;

/** Validates with the shared domain schema; the first message per field, keyed by its name. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { data: null, errors };
}

/**
 * A form's text values, checked with the same domain schema the server uses. Field messages sit
 * under their fields (from the schema or from the server's `issues`); a failure that names no
 * field shows in the form's alert. Editing a field clears its message.
 */
export function useForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = (values) => values,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  return {
    values,
    errors,
    formError,
    /** Props for a TextField bound to one value. */
    field(name: keyof V & string) {
      return {
        name,
        value: values[name],
        error: errors[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const { value } = event.target;
          setValues((previous) => ({ ...previous, [name]: value }));
          setErrors(({ [name]: _cleared, ...rest }) => rest);
        },
      };
    },
    /** The parsed input, or null after showing why not. */
    check(): z.output<S> | null {
      setFormError(null);
      const checked = validate(schema, toInput(values));
      setErrors(checked.errors ?? {});
      return checked.data;
    },
    /** Shows a failed call on the form and answers the message for a toast. */
    fail(error: unknown, fallback: string): string {
      const fields = fieldErrorsOf(error);
      const message = errorMessage(error, fallback);
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : message);
      return message;
    },
    alert: setFormError,
    reset() {
      setValues(initial);
      setErrors({});
      setFormError(null);
    },
  };
}
