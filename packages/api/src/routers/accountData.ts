import { TRPCError } from '@trpc/server';
import { messages } from '@sous/domain';
import { exportAccount, importAccount, isAccountEmpty, needsStarterCuisines, ZAccountExport } from '../queries/accountData';
import { ensureStarterCatalogue } from '../queries/cuisine';
import { forgetCachedUser } from '../services/sessions';
import { createTRPCRouter, protectedProcedure } from '../trpc';

export const IMPORT_NEEDS_EMPTY_ACCOUNT = messages.accountData.needsEmptyAccount;
export const IMPORTED = messages.accountData.imported;
export const IMPORT_INCONSISTENT = messages.accountData.inconsistent;

/** Export everything the signed-in user owns as one document; restore such a document into an empty account. */
export const accountDataRouter = createTRPCRouter({
  export: protectedProcedure.query(({ ctx }) => exportAccount(ctx.db, ctx.user.id)),

  import: protectedProcedure.input(ZAccountExport).mutation(async ({ ctx, input }) => {
    if (needsStarterCuisines(input)) await ensureStarterCatalogue(ctx.db);
    const imported = await ctx.db
      .transaction()
      .execute(async (trx) => {
        // Checked inside the transaction so two imports at once cannot both see an empty account.
        if (!(await isAccountEmpty(trx, ctx.user.id))) {
          throw new TRPCError({ code: 'CONFLICT', message: IMPORT_NEEDS_EMPTY_ACCOUNT });
        }
        return importAccount(trx, ctx.user.id, input);
      })
      .catch((error: unknown) => {
        // A well-formed document can still break a constraint (two entries for one day): that is bad input, not a 500.
        if (error instanceof TRPCError) throw error;
        throw new TRPCError({ code: 'BAD_REQUEST', message: IMPORT_INCONSISTENT, cause: error });
      });
    forgetCachedUser(ctx.user.id);
    return { message: IMPORTED, imported };
  }),
});
