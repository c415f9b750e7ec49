import type { BadgeColour } from '@sous/domain';

/** Tailwind classes of the domain's green / yellow / red verdicts, light and dark. */
export const badgeColourClasses: Record<BadgeColour, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300',
  red: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
};

export const textColourClasses: Record<BadgeColour, string> = {
  green: 'text-green-700 dark:text-green-400',
  yellow: 'text-yellow-700 dark:text-yellow-400',
  red: 'text-red-600 dark:text-red-400',
};
