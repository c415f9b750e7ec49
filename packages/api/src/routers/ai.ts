import type { TRPCRouterRecord } from '@trpc/server';
import { protectedProcedure } from '../trpc';

export const aiRouter = {
  /** Which provider answers: the settings page shows it. */
  status: protectedProcedure.query(({ ctx }) => ctx.ai.status()),
} satisfies TRPCRouterRecord;
