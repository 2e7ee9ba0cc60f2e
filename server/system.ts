/**
 * The real implementations of the domain's small ports: wall clock, ids, password hashing, hashing
 * and in-process events. Tests swap the clock and ids through createApp's options.
 */
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { Clock, DomainEventMap, DomainEvents, Ids, PasswordHasher } from './domain/shared/index.ts';

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export function createManualClock(
  start: Date | string = '2026-01-15T12:00:00.000Z',
): Clock & { set(d: Date | string): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ULID-style ids: 48-bit time + 80-bit randomness, bumped within one millisecond so they only grow. */
export function createIds(clock: Clock = systemClock): Ids {
  let lastTime = -1;
  let lastRandom: number[] = [];
  // The time part changes once a millisecond: made then, not for every id (ids are made on every turn).
  let timePart = '';
  const encode = (n: number, len: number) => {
    let s = '';
    for (let i = 0; i < len; i++) {
      s = CROCKFORD[n % 32] + s;
      n = Math.floor(n / 32);
    }
    return s;
  };
  return {
    uuid: () => crypto.randomUUID(),
    randomToken: (bytes) => crypto.randomBytes(bytes).toString('base64url'),
    sortable() {
      const time = clock.now().getTime();
      if (time <= lastTime) {
        for (let i = lastRandom.length - 1; i >= 0; i--) {
          if ((lastRandom[i] ?? 0) < 31) {
            lastRandom[i] = (lastRandom[i] ?? 0) + 1;
            break;
          }
          lastRandom[i] = 0;
        }
      } else {
        lastTime = time;
        lastRandom = [...crypto.randomBytes(16)].map((b) => b % 32);
        timePart = encode(lastTime, 10);
      }
      let id = timePart;
      for (const d of lastRandom) id += CROCKFORD[d];
      return id;
    },
  };
}

export const argon2Hasher: PasswordHasher = {
  // argon2id with the library's OWASP-aligned defaults (19 MiB, t=2).
  hash: (password) => argonHash(password),
  verify: async (hash, password) => {
    try {
      return await argonVerify(hash, password);
    } catch {
      return false;
    }
  },
};

export const sha256 = (text: string): string => crypto.createHash('sha256').update(text).digest('hex');

export function createEvents(): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    emit: (name, payload) => {
      emitter.emit(name, payload);
    },
    on: (name, listener) => {
      emitter.on(name, listener as (p: unknown) => void);
      return () => emitter.off(name, listener as (p: unknown) => void);
    },
  };
}

export type { DomainEventMap };
