import { z } from 'zod';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const languages = ['en', 'es', 'fr'] as const;
export const unitSystems = ['metric', 'imperial'] as const;

/** Sky blue: the spec's default accent colour. */
export const DEFAULT_ACCENT_COLOR = '#0ea5e9';

/** The accent palette (spec part 2 §9: 18 hex colours, plus a custom picker in the page). */
export const ACCENT_PALETTE = [
  { name: 'Sky', hex: DEFAULT_ACCENT_COLOR },
  { name: 'Blue', hex: '#3b82f6' },
  { name: 'Indigo', hex: '#6366f1' },
  { name: 'Violet', hex: '#8b5cf6' },
  { name: 'Purple', hex: '#a855f7' },
  { name: 'Fuchsia', hex: '#d946ef' },
  { name: 'Pink', hex: '#ec4899' },
  { name: 'Rose', hex: '#f43f5e' },
  { name: 'Red', hex: '#ef4444' },
  { name: 'Orange', hex: '#f97316' },
  { name: 'Amber', hex: '#f59e0b' },
  { name: 'Yellow', hex: '#eab308' },
  { name: 'Lime', hex: '#84cc16' },
  { name: 'Green', hex: '#22c55e' },
  { name: 'Emerald', hex: '#10b981' },
  { name: 'Teal', hex: '#14b8a6' },
  { name: 'Cyan', hex: '#06b6d4' },
  { name: 'Slate', hex: '#64748b' },
] as const;

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
