import type { Preferences } from '@sous/domain';

/**
 * Interface copy of the account pages (/profile, /settings). Texts the spec names live in
 * `messages.auth` in @sous/domain; these are the pages' own words.
 */
export const accountStrings = {
  profilePage: {
    title: 'Account Management', // spec
    subtitle: 'Your profile, preferences and security in one place.',
    tabs: { profile: 'Profile Information', preferences: 'Preferences', security: 'Security' }, // spec
  },
  settingsPage: {
    title: 'Profile Settings', // spec
    subtitle: 'Your name, contact details and how Sous talks to you.',
    allPreferences: 'Theme, accent colour, units and dietary preferences are under',
    allPreferencesLink: 'Account Management',
  },
  profile: {
    heading: 'Profile Information',
    description: 'How you appear in Sous. Your username is how you sign in and cannot be changed.',
    username: 'Username',
    name: 'Name',
    namePlaceholder: 'Your name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    picture: 'Profile picture URL',
    picturePlaceholder: 'https://example.com/me.jpg',
    pictureHint: 'A link to an image; leave empty to show your initial.',
    pictureAlt: 'Profile picture preview',
    save: 'Save Changes',
    saving: 'Saving…',
    saved: 'Profile updated',
    savedDescription: 'Your profile has been saved.',
  },
  preferences: {
    appearance: 'Appearance',
    appearanceHint: 'Applied at once and saved to your account, so they follow you to any browser.',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' } satisfies Record<Preferences['theme'], string>,
    accent: 'Accent colour',
    accentOption: (color: string) => `Use accent colour ${color}`,
    custom: 'Custom colour',
    customLabel: 'Pick a custom accent colour',
    kitchen: 'Cooking and region',
    kitchenHint: 'Kept with your account.',
    dietary: 'Dietary preferences',
    dietaryPlaceholder: 'e.g. vegetarian',
    dietaryList: 'Your dietary preferences',
    dietaryAdd: 'Add',
    dietaryRemove: (item: string) => `Remove ${item}`,
    dietaryEmpty: 'None yet: add one, like vegetarian or gluten-free.',
    dietaryLimit: 'At most 30 dietary preferences.',
    region: 'Region',
    regionPlaceholder: 'e.g. Northern Italy',
    units: 'Units',
    unitOptions: { metric: 'Metric (g, ml)', imperial: 'Imperial (oz, cups)' } satisfies Record<Preferences['units'], string>,
    language: 'Language',
    languageOptions: { en: 'English', es: 'Español', fr: 'Français' } satisfies Record<Preferences['language'], string>,
    languageHint: 'Kept with your account; the interface itself is in English for now.',
    notifications: 'Notifications',
    notificationsHint: 'Whether you want Sous to notify you; kept with your account.',
    save: 'Save Preferences',
    saving: 'Saving…',
    saved: 'Preferences saved',
    reset: 'Reset to defaults',
    resetting: 'Resetting…',
    resetDone: 'Preferences reset',
    resetDescription: 'Theme, accent colour and every preference are back to their defaults.',
  },
  security: {
    passwordHint: 'Other browsers signed in to your account are signed out when the password changes.',
  },
  yourData: {
    title: 'Your data',
    description:
      'Download everything you keep in Sous as one JSON file, or bring such a file into this account while it is still empty.',
    exportButton: 'Export my data',
    importButton: 'Import data',
    exportFailed: 'Export failed',
    importFailed: 'Import failed',
    notJson: 'That file is not a Sous export (it is not JSON).',
  },
  danger: {
    title: 'Danger Zone', // spec
    description: 'Deleting your account removes it and everything in it: lists, recipes, goals, pantry, journal, posts, plans and more. This cannot be undone.',
    button: 'Delete Account',
    dialogTitle: 'Delete your account?',
    dialogDescription: 'Everything you keep in Sous is deleted with it. Enter your password to confirm.',
    password: 'Password',
    confirm: 'Delete Account',
    deleting: 'Deleting…',
    cancel: 'Cancel',
  },
  settings: {
    save: 'Save Changes',
    saving: 'Saving…',
    saved: 'Settings saved',
  },
} as const;
