import { z } from 'zod';
import { AppMeResponse } from './accounts.ts';
import { MeResponse } from './admin.ts';

/**
 * Two-step sign-in: after a right password, a person with it on (or required of them) gets a challenge
 * instead of a session, and signs in with a code from their authenticator app (or a recovery code).
 * One who must enrol first gets the app's secret through the challenge, and their first code signs
 * them in and returns their recovery codes, shown once.
 */
export const TwoFactorChallenge = z.object({
  twoFactor: z.object({ step: z.enum(['code', 'enroll']), challenge: z.string() }),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** POST /api/admin/login: the operator signed in, or the second step asked for. */
export const AdminLoginResult = z.union([MeResponse, TwoFactorChallenge]);
export type AdminLoginResult = z.infer<typeof AdminLoginResult>;
/** POST /api/app/login: the customer signed in, or the second step asked for. */
export const AppLoginResult = z.union([AppMeResponse, TwoFactorChallenge]);
export type AppLoginResult = z.infer<typeof AppLoginResult>;

const Challenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This sign-in has expired. Please sign in again.');
/** Six digits from the app, or a recovery code (spaces and dashes are ignored). */
const Code = z
  .string({ error: 'Enter the code from your app' })
  .trim()
  .min(6, 'Enter the code from your app')
  .max(20, 'Enter the code from your app');

export const TwoFactorCodeRequest = z.object({ challenge: Challenge, code: Code }).strict();
export type TwoFactorCodeRequest = z.input<typeof TwoFactorCodeRequest>;
export const TwoFactorChallengeRequest = z.object({ challenge: Challenge }).strict();
export type TwoFactorChallengeRequest = z.input<typeof TwoFactorChallengeRequest>;
export const TwoFactorConfirmRequest = z.object({ code: Code }).strict();
export type TwoFactorConfirmRequest = z.input<typeof TwoFactorConfirmRequest>;

/** Signed in by a code; `recoveryCodes` when that code finished an enrolment (shown once). */
export const AdminCodeResult = MeResponse.extend({ recoveryCodes: z.array(z.string()).nullable() });
export type AdminCodeResult = z.infer<typeof AdminCodeResult>;
export const AppCodeResult = AppMeResponse.extend({ recoveryCodes: z.array(z.string()).nullable() });
export type AppCodeResult = z.infer<typeof AppCodeResult>;

/** The app's secret and its otpauth:// URI (what a QR code holds), shown once. */
export const TwoFactorEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;
export const TwoFactorRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof TwoFactorRecoveryCodes>;
/** One's own two-step sign-in: on or off, the recovery codes left, and whether a policy requires it. */
export const TwoFactorStatusView = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type TwoFactorStatusView = z.infer<typeof TwoFactorStatusView>;

/** A client's policy: its owners require two-step sign-in of everyone in the workspace. */
export const TwoFactorPolicy = z.object({ required: z.boolean() }).strict();
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicy>;
