import { z } from 'zod';
import { ZId } from './grocery';
import type { Recipe } from './recipes';
import { communityMessages } from './areaMessages';
import { pantryMessages } from './areaMessages';

const c = communityMessages;

export const postTypes = ['RECIPE_SHARE', 'FOOD_RESCUE', 'COOKING_TIP'] as const;
export type PostType = (typeof postTypes)[number];
export const postTypeFilters = ['all', ...postTypes] as const;
export type PostTypeFilter = (typeof postTypeFilters)[number];
export const postScopes = ['all', 'mine'] as const;
export type PostScope = (typeof postScopes)[number];

export interface PostProblem {
  path: 'recipeId' | 'location';
  message: string;
}

/** The rules a post's type adds (spec part 2 §5): a recipe share needs a recipe, a food rescue a pickup place. */
export function postProblem(
  type: PostType,
  recipeId: number | null | undefined,
  location: string | null | undefined,
): PostProblem | null {
  if (type === 'RECIPE_SHARE' && recipeId == null) return { path: 'recipeId', message: c.recipeRequired };
  if (type === 'FOOD_RESCUE' && !location?.trim()) return { path: 'location', message: c.locationRequired };
  return null;
}

const content = z.string({ error: c.contentRequired }).trim().min(1, c.contentRequired).max(5000, c.contentMax);
const type = z.enum(postTypes, { error: c.typeInvalid });
const recipeId = ZId.shape.id.nullish();
/** '' and null both mean no location. */
const location = z
  .string()
  .trim()
  .max(200, pantryMessages.locationMax)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** Adds the type's rule as an issue; on a PATCH an absent field keeps the stored value, which the router checks. */
function typeRule(partial: boolean) {
  return (post: { type: PostType; recipeId?: number | null; location?: string | null }, ctx: z.RefinementCtx) => {
    const problem = postProblem(post.type, post.recipeId, post.location);
    if (!problem || (partial && post[problem.path] === undefined)) return;
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  };
}

// userId in a body is ignored: the author is always the signed-in user.
export const ZCreatePostRequest = z.object({ content, type, recipeId, location }).superRefine(typeRule(false));
export type CreatePostRequest = z.input<typeof ZCreatePostRequest>;

export const ZUpdatePostRequest = z
  .object({ id: ZId.shape.id, content, type, recipeId, location })
  .superRefine(typeRule(true));
export type UpdatePostRequest = z.input<typeof ZUpdatePostRequest>;

export const ZCommunityListRequest = z
  .object({
    type: z.enum(postTypeFilters, { error: c.typeInvalid }).default('all'),
    scope: z.enum(postScopes).default('all'),
  })
  .prefault({});
export type CommunityListRequest = z.input<typeof ZCommunityListRequest>;

export interface Post {
  id: number;
  userId: number;
  username: string;
  content: string;
  type: PostType;
  recipeId: number | null;
  /** The shared recipe as recipes.byId answers it; null when none or deleted. */
  recipe: Recipe | null;
  /** The post shared a recipe its author has since deleted. */
  recipeRemoved: boolean;
  location: string | null;
  createdAt: string;
  updatedAt: string;
}
