/**
 * Two-step sign-in: a time-based code (RFC 6238) from an authenticator app after the password, for
 * operators and for the people of a client's workspace, with single-use recovery codes. A person turns
 * it on for themselves; FRONTDESK_REQUIRE_2FA requires it of every operator, and a client's owners can
 * require it of everyone in their workspace (such a person enrols at their next sign-in). Codes and
 * secrets come in through ports: the TOTP arithmetic (otpauth), the sealing of secrets (the SecretBox)
 * and the store.
 */
export * from './two-factor-ports.ts';
export * from './two-factor.ts';
export * from './sign-in-steps.ts';
export * from './two-factor-policy.ts';
