/** The one place JSON and booleans cross into columns, so queries stay portable. */
export const json = {
  encode(value: unknown): string {
    return JSON.stringify(value ?? null);
  },
  decode<T>(text: string | null | undefined, fallback: T): T {
    if (text == null || text === '') return fallback;
    try {
      return JSON.parse(text) as T;
    } catch {
      return fallback;
    }
  },
};

export const bool = {
  encode: (value: boolean): number => (value ? 1 : 0),
  decode: (value: number | boolean | null | undefined): boolean => value === true || value === 1,
};
