import { z } from 'zod';
import { messages } from './messages';

const m = messages.auth;

export const usernameSchema = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(3, m.usernameMin)
  .max(30, m.usernameMax);

export const passwordSchema = z
  .string({ error: m.passwordMin })
  .min(6, m.passwordMin)
  .max(100, m.passwordMax);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const ZRegisterRequest = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: optionalText(254),
  name: optionalText(100),
});
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZResetPasswordRequest = z.object({
  username: z.string({ error: m.usernameRequired }).trim().min(1, m.usernameRequired),
  secretKey: z.string({ error: m.secretKeyRequired }).trim().min(1, m.secretKeyRequired),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** Signed-in password change, as the server checks it. */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired),
    newPassword: z
      .string({ error: m.newPasswordRequired })
      .min(1, m.newPasswordRequired)
      .min(6, m.newPasswordMin)
      .max(100, m.passwordMax),
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: m.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** The form adds a confirmation field that never leaves the browser. */
export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, m.currentPasswordRequired),
    newPassword: z.string().min(1, m.newPasswordRequired).min(6, m.newPasswordMin).max(100, m.passwordMax),
    confirmPassword: z.string().min(1, m.confirmPasswordRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: m.newPasswordSame,
    path: ['newPassword'],
  });

export const ZDeleteAccountRequest = z.object({
  password: z.string({ error: m.deletePasswordRequired }).min(1, m.deletePasswordRequired),
});
