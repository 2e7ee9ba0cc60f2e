import { z } from 'zod';
import { PlanName } from './plans.ts';
import { isValidDomain } from './clients.ts';
import { EMAIL_PATTERN } from './patterns.ts';

/** Sign-up form rules, shared by the site's dialog and the server. */
export const SignUpForm = z
  .object({
    fullName: z.string().refine((v) => v.trim().length >= 5, 'Name must be at least 5 characters long'),
    email: z.string().regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
    businessName: z.string().trim().min(1, 'Business name is required').max(200),
    website: z
      .string()
      .trim()
      .min(1, 'Website is required')
      .refine(isValidDomain, 'Please enter a valid domain name'),
    plan: PlanName,
  })
  .strict();
export type SignUpForm = z.infer<typeof SignUpForm>;

export const PaypalSetup = z.object({ clientId: z.string() });
/**
 * The new client, live on the website it named (production token, test mode off), and its owner account:
 * the one-time set-password link is given on the first success only (it is also emailed to the buyer).
 */
export const CheckoutSuccessResponse = z.object({
  clientId: z.string(),
  businessName: z.string(),
  accessToken: z.string(),
  embedScript: z.string(),
  /** The buyer's email: the owner account of the workspace at /app. */
  email: z.string(),
  setPasswordUrl: z.string().nullable(),
  workspaceUrl: z.string(),
});
export type CheckoutSuccessResponse = z.infer<typeof CheckoutSuccessResponse>;
