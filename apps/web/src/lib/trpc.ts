import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter, RouterOutputs } from '@sous/api';

export const trpc = createTRPCReact<AppRouter>();

export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;
export type GroceryListData = RouterOutputs['grocery']['list'][number];
export type GroceryItemData = GroceryListData['items'][number];
