/**
 * Two-step sign-in (RFC 6238 TOTP) of one subject: enrolment (a secret sealed at rest, its otpauth://
 * URI shown once, confirmed by a first code), ten single-use recovery codes stored as keyed digests,
 * and the check of a code: a code is accepted once (its time step must move forward, so a code seen
 * over a shoulder is dead once used), and more than five wrong codes in a window refuse the subject
 * for a while, wherever they come from.
 */
import { DomainError } from '../shared/errors.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import type { Sealer, Totp, TwoFactorRepo, TwoFactorSubject } from './two-factor-ports.ts';

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789ab';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorService {
  status(subject: TwoFactorSubject): Promise<TwoFactorStatus>;
  /** A new secret for an authenticator app; shown once, kept sealed until a first code confirms it. */
  beginEnrolment(subject: TwoFactorSubject, label: string): Promise<{ secret: string; uri: string }>;
  /** The first code from the app turns two-step sign-in on; returns the recovery codes, shown once. */
  confirmEnrolment(subject: TwoFactorSubject, code: string): Promise<{ recoveryCodes: string[] }>;
  /** A code from the app or an unused recovery code, or throws (unauthorized, login_throttled). */
  verify(subject: TwoFactorSubject, code: string): Promise<'code' | 'recovery'>;
  /** Turns two-step sign-in off; needs a current code or a recovery code. */
  disable(subject: TwoFactorSubject, code: string): Promise<void>;
  /**
   * Turns it off without a code: for whoever runs the deployment (the CLI), when a person lost both
   * their app and their recovery codes. False when it was not on.
   */
  reset(subject: TwoFactorSubject): Promise<boolean>;
}

export interface TwoFactorDeps {
  repo: TwoFactorRepo;
  totp: Totp;
  sealer: Sealer;
  clock: Clock;
  ids: Pick<Ids, 'randomToken'>;
  /** Keyed digest: what is stored of a recovery code. */
  digest: (text: string) => string;
  /** Wrong codes per subject: at five in its window, the subject's codes are refused for a while. */
  throttle: RateLimiter;
  /** The name authenticator apps show above the code. */
  issuer: string;
}

const wrongCode = () =>
  new DomainError('unauthorized', 'That code is not right, or it was used already. Try the next one.');

/** Ten characters from 32 readable ones (no 0/o, 1/l/i): 50 bits, typed easily. */
const recoveryCode = (ids: Pick<Ids, 'randomToken'>) =>
  [...ids.randomToken(10).slice(0, 10)].map((c) => RECOVERY_ALPHABET[BASE64URL.indexOf(c) % 32]).join('');

export const normalCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export function createTwoFactorService(deps: TwoFactorDeps): TwoFactorService {
  const { repo, totp, sealer, clock, throttle } = deps;
  const now = () => clock.now();

  const refuseWhenThrottled = async (subject: TwoFactorSubject) => {
    if (await throttle.isFull(subject))
      throw new DomainError(
        'login_throttled',
        'Too many wrong codes. Please wait a few minutes and try again.',
      );
  };
  const failed = async (subject: TwoFactorSubject): Promise<never> => {
    await throttle.hit(subject);
    throw wrongCode();
  };

  const service: TwoFactorService = {
    async status(subject) {
      const rec = await repo.get(subject);
      const enabled = rec?.confirmedAt != null;
      return { enabled, recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(subject) : 0 };
    },
    async beginEnrolment(subject, label) {
      const rec = await repo.get(subject);
      if (rec?.confirmedAt) throw new DomainError('conflict', 'Two-step sign-in is already on');
      const secret = totp.newSecret();
      await repo.saveUnconfirmed({
        subject,
        sealedSecret: sealer.seal(secret),
        confirmedAt: null,
        lastStep: null,
        createdAt: now().toISOString(),
      });
      return { secret, uri: totp.uri(secret, label, deps.issuer) };
    },
    async confirmEnrolment(subject, code) {
      await refuseWhenThrottled(subject);
      const rec = await repo.get(subject);
      if (!rec) throw new DomainError('bad_request', 'Start the set-up first: no secret is waiting');
      if (rec.confirmedAt) throw new DomainError('conflict', 'Two-step sign-in is already on');
      const step = totp.stepOf(sealer.open(rec.sealedSecret), normalCode(code), now().getTime());
      if (step === null) return failed(subject);
      await repo.confirm(subject, now().toISOString(), step);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCode(deps.ids));
      await repo.replaceRecoveryCodes(
        subject,
        recoveryCodes.map((c) => deps.digest(c)),
      );
      await throttle.reset(subject);
      return { recoveryCodes: recoveryCodes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`) };
    },
    async verify(subject, code) {
      await refuseWhenThrottled(subject);
      const rec = await repo.get(subject);
      if (!rec?.confirmedAt) throw new DomainError('bad_request', 'Two-step sign-in is not on');
      const clean = normalCode(code);
      if (/^\d{6}$/.test(clean)) {
        const step = totp.stepOf(sealer.open(rec.sealedSecret), clean, now().getTime());
        if (step !== null && (await repo.advanceStep(subject, step))) {
          await throttle.reset(subject);
          return 'code';
        }
      } else if (
        clean.length === 10 &&
        (await repo.useRecoveryCode(subject, deps.digest(clean), now().toISOString()))
      ) {
        await throttle.reset(subject);
        return 'recovery';
      }
      return failed(subject);
    },
    async disable(subject, code) {
      await service.verify(subject, code);
      await repo.remove(subject);
    },
    async reset(subject) {
      const had = (await repo.get(subject)) !== null;
      await repo.remove(subject);
      await throttle.reset(subject);
      return had;
    },
  };
  return service;
}
