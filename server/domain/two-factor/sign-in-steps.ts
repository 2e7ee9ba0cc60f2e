/**
 * A sign-in in two steps: the password first, then (for a person with two-step sign-in on, or whose
 * policy requires it) a code. Between them the browser holds only a short-lived challenge: no session
 * exists until the code is right. A person a policy requires it of, who has not enrolled yet, enrols
 * through the challenge and is signed in by their first code.
 */
import { DomainError } from '../shared/errors.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import type { TwoFactorService } from './two-factor.ts';
import type { TwoFactorRepo, TwoFactorSubject } from './two-factor-ports.ts';

/** Ten minutes to type a code after the password. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/** Who passed the password: the subject whose code counts, and what opens once it is right. */
export interface PasswordPassed {
  subject: TwoFactorSubject;
  ref: string;
  /** Shown in the authenticator app. */
  label: string;
  /** A policy requires two-step sign-in (FRONTDESK_REQUIRE_2FA, or the client's owners). */
  required: boolean;
}

export type SecondStep = { step: 'code' | 'enroll'; challenge: string };

export type SignInResult<S> = { signedIn: S } | { twoFactor: SecondStep };

export interface SignInSteps<C, S> {
  /** Checks the password; opens the session at once when no second step is due. */
  login(credentials: C): Promise<SignInResult<S>>;
  /** The code of a pending sign-in; recovery codes come back when it was the first code of an enrolment. */
  verify(challenge: string, code: string): Promise<{ session: S; recoveryCodes: string[] | null }>;
  /** A pending sign-in that must enrol first: the secret and URI for the authenticator app. */
  enrol(challenge: string): Promise<{ secret: string; uri: string }>;
}

export function createSignInSteps<C, S>(deps: {
  twoFactor: TwoFactorService;
  repo: Pick<TwoFactorRepo, 'savePending' | 'pending' | 'deletePending'>;
  clock: Clock;
  ids: Pick<Ids, 'randomToken'>;
  digest: (text: string) => string;
  checkPassword: (credentials: C) => Promise<PasswordPassed>;
  open: (ref: string) => Promise<S>;
}): SignInSteps<C, S> {
  const { twoFactor, repo, clock, digest } = deps;
  const expired = () => new DomainError('unauthorized', 'This sign-in has expired. Please sign in again.');
  const pendingOf = async (challenge: string) => {
    if (challenge.length > 200) throw expired();
    const pending = await repo.pending(digest(challenge), clock.now().toISOString());
    if (!pending) throw expired();
    return pending;
  };
  return {
    async login(credentials) {
      const who = await deps.checkPassword(credentials);
      const { enabled } = await twoFactor.status(who.subject);
      if (!enabled && !who.required) return { signedIn: await deps.open(who.ref) };
      const challenge = deps.ids.randomToken(32);
      const step = enabled ? 'code' : 'enroll';
      await repo.savePending({
        id: digest(challenge),
        subject: who.subject,
        ref: who.ref,
        label: who.label,
        step,
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS).toISOString(),
      });
      return { twoFactor: { step, challenge } };
    },
    async enrol(challenge) {
      const pending = await pendingOf(challenge);
      if (pending.step !== 'enroll') throw new DomainError('conflict', 'Two-step sign-in is already on');
      return twoFactor.beginEnrolment(pending.subject, pending.label);
    },
    async verify(challenge, code) {
      const pending = await pendingOf(challenge);
      const recoveryCodes =
        pending.step === 'enroll'
          ? (await twoFactor.confirmEnrolment(pending.subject, code)).recoveryCodes
          : (await twoFactor.verify(pending.subject, code), null);
      await repo.deletePending(pending.id);
      return { session: await deps.open(pending.ref), recoveryCodes };
    },
  };
}
