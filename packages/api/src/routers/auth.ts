import { TRPCError, type TRPCRouterRecord } from '@trpc/server';

import { json } from '@sous/db';
import {
  defaultPreferences,
  messages,
  readPreferences,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
} from '@sous/domain';
import { hashSecret, verifySecret } from '../services/passwords';
import { assertNotLimited, authLimits, consume, countHit } from '../services/rateLimit';
import { createSession, forgetCachedUser, revokeOtherSessions, revokeSession } from '../services/sessions';
import { newSecretKey, normalizeSecretKey } from '../services/tokens';
import { findUserByUsername, toUser, usernameKey } from '../services/users';
import { fieldError, protectedProcedure, publicProcedure } from '../trpc';

const m = messages.auth;

export const authRouter = {
  me: publicProcedure.query(({ ctx }) => ctx.user),

  profile: protectedProcedure.query(({ ctx }) => ctx.user),

  register: publicProcedure.input(ZRegisterRequest).mutation(async ({ ctx, input }) => {
    await consume(ctx.db, authLimits.registration(ctx.ip));
    if (await findUserByUsername(ctx.db, input.username)) {
      throw new TRPCError({ code: 'CONFLICT', message: m.usernameTaken });
    }
    const secretKey = newSecretKey();
    const [passwordHash, secretKeyHash] = await Promise.all([
      hashSecret(input.password),
      hashSecret(normalizeSecretKey(secretKey)),
    ]);
    const now = new Date().toISOString();
    const result = await ctx.db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: two registrations may race past the first check.
      const inserted = await trx
        .insertInto('users')
        .values({
          username: input.username,
          username_key: usernameKey(input.username),
          password_hash: passwordHash,
          secret_key_hash: secretKeyHash,
          name: input.name,
          email: input.email,
          profile_picture: null,
          preferences: json.encode(defaultPreferences),
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('username_key').doNothing())
        .returning(['id', 'username', 'name', 'email', 'profile_picture', 'preferences'])
        .executeTakeFirst();
      if (!inserted) return null;
      const session = await createSession(trx, inserted.id);
      return { user: toUser(inserted), session };
    });
    if (!result) throw new TRPCError({ code: 'CONFLICT', message: m.usernameTaken });
    ctx.response.setSessionCookie(result.session.token, result.session.expiresAt);
    return { user: result.user, secretKey, token: result.session.token, message: m.registered };
  }),

  login: publicProcedure.input(ZLoginRequest).mutation(async ({ ctx, input }) => {
    const limits = authLimits.failedLogin(input.username, ctx.ip);
    await assertNotLimited(ctx.db, limits);
    const row = await findUserByUsername(ctx.db, input.username);
    if (!row) {
      await countHit(ctx.db, limits);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: m.userDoesNotExist });
    }
    if (!(await verifySecret(row.password_hash, input.password))) {
      await countHit(ctx.db, limits);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: m.incorrectPassword });
    }
    const session = await createSession(ctx.db, row.id);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    return { ...toUser(row), token: session.token };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId != null) await revokeSession(ctx.db, ctx.sessionId);
    ctx.response.clearSessionCookie();
    return { message: m.loggedOut };
  }),

  changePassword: protectedProcedure.input(ZChangePasswordRequest).mutation(async ({ ctx, input }) => {
    const row = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', ctx.user.id)
      .executeTakeFirstOrThrow();
    if (!(await verifySecret(row.password_hash, input.currentPassword))) {
      fieldError('currentPassword', m.currentPasswordIncorrect);
    }
    const passwordHash = await hashSecret(input.newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', ctx.user.id)
        .execute();
      await revokeOtherSessions(trx, ctx.user.id, ctx.sessionId);
    });
    forgetCachedUser(ctx.user.id);
    return { message: m.passwordChanged };
  }),

  resetPassword: publicProcedure.input(ZResetPasswordRequest).mutation(async ({ ctx, input }) => {
    const limits = authLimits.failedLogin(input.username, ctx.ip);
    await assertNotLimited(ctx.db, limits);
    const row = await findUserByUsername(ctx.db, input.username);
    const valid = row ? await verifySecret(row.secret_key_hash, normalizeSecretKey(input.secretKey)) : false;
    if (!row || !valid) {
      await countHit(ctx.db, limits);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: m.invalidSecretKey });
    }
    const passwordHash = await hashSecret(input.newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      await revokeOtherSessions(trx, row.id, null);
    });
    forgetCachedUser(row.id);
    return { message: m.passwordReset };
  }),

  updateProfile: protectedProcedure.input(ZUpdateProfileRequest).mutation(async ({ ctx, input }) => {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('users').select('preferences').where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
      const preferences = input.preferences
        ? readPreferences({ ...readPreferences(json.decode(current.preferences, {})), ...input.preferences })
        : undefined;
      const updated = await trx
      .updateTable('users')
      .set({
        ...(input.name !== undefined && { name: input.name || null }),
        ...(input.email !== undefined && { email: input.email || null }),
        ...(input.profilePicture !== undefined && { profile_picture: input.profilePicture || null }),
        ...(preferences && { preferences: json.encode(preferences) }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', ctx.user.id)
      .returning(['id', 'username', 'name', 'email', 'profile_picture', 'preferences'])
      .executeTakeFirstOrThrow();
      return toUser(updated);
    });
    forgetCachedUser(ctx.user.id);
    return user;
  }),

  deleteAccount: protectedProcedure.input(ZDeleteAccountRequest).mutation(async ({ ctx, input }) => {
    const row = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', ctx.user.id)
      .executeTakeFirstOrThrow();
    if (!(await verifySecret(row.password_hash, input.password))) {
      fieldError('password', m.incorrectPasswordForDelete);
    }
    // Every owned table references users with ON DELETE CASCADE; one statement, one transaction.
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('users').where('id', '=', ctx.user.id).execute();
    });
    forgetCachedUser(ctx.user.id);
    ctx.response.clearSessionCookie();
    return { message: m.accountDeleted };
  }),
} satisfies TRPCRouterRecord;


