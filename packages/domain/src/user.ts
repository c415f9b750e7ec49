import { z } from 'zod';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const languages = ['en', 'es', 'fr'] as const;
export const unitSystems = ['metric', 'imperial'] as const;

/** Sky blue: the spec's default accent colour. */
export const DEFAULT_ACCENT_COLOR = '#0ea5e9';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Accent colour must be a hex colour like #0ea5e9');

const preferenceFields = {
  theme: z.enum(themes),
  accentColor: hexColor,
  notifications: z.boolean(),
  dietaryPreferences: z.array(z.string().trim().min(1).max(60)).max(30),
  region: z.string().trim().max(100),
  units: z.enum(unitSystems),
  language: z.enum(languages),
};

export const ZPreferences = z.object({
  theme: preferenceFields.theme.default('system'),
  accentColor: preferenceFields.accentColor.default(DEFAULT_ACCENT_COLOR),
  notifications: preferenceFields.notifications.default(true),
  dietaryPreferences: preferenceFields.dietaryPreferences.default([]),
  region: preferenceFields.region.default(''),
  units: preferenceFields.units.default('metric'),
  language: preferenceFields.language.default('en'),
});

/** A preferences update: only the fields sent change. */
export const ZPreferencesPatch = z.object(preferenceFields).partial();
export type Preferences = z.infer<typeof ZPreferences>;

export const defaultPreferences: Preferences = ZPreferences.parse({});

/** Reads stored preferences leniently: anything unreadable falls back to its default. */
export function readPreferences(value: unknown): Preferences {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const result = { ...defaultPreferences };
  for (const key of Object.keys(ZPreferences.shape) as (keyof Preferences)[]) {
    const parsed = ZPreferences.shape[key].safeParse(source[key]);
    if (parsed.success) (result as Record<string, unknown>)[key] = parsed.data;
  }
  return result;
}

export const ZUpdateProfileRequest = z.object({
  name: z.string().trim().max(100).nullish(),
  email: z.union([z.email('Please enter a valid email address'), z.literal('')]).nullish(),
  profilePicture: z.union([z.url('Profile picture must be a URL'), z.literal('')]).nullish(),
  preferences: ZPreferencesPatch.optional(),
});
export type UpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export interface User {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  profilePicture: string | null;
  preferences: Preferences;
}

/** Welcome name: stored profile name, then account name or username, else plain 'Welcome!'. */
export function displayName(user: Pick<User, 'name' | 'username'> | null | undefined): string | null {
  if (!user) return null;
  return user.name?.trim() || user.username || null;
}
