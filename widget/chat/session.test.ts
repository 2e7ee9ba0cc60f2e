import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_KEY, key } from '../shared/storage.ts';
import { SESSION_TTL_MS, createSessionStore } from './session.ts';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

describe('widget session store', () => {
  it('builds ids from the device id and ≥128 random bits, kept for 24 h', () => {
    let t = 1_000_000;
    const store = createSessionStore('c1', () => t);
    const id = store.current();
    expect(id).toMatch(/^[A-Za-z0-9_-]{56}$/);
    const device = localStorage.getItem(DEVICE_KEY)!;
    expect(id.startsWith(device)).toBe(true);
    expect(device).toHaveLength(32);
    t += SESSION_TTL_MS - 1;
    expect(store.current()).toBe(id);
    expect(store.isExpired(id)).toBe(false);
    t += 1;
    expect(store.isExpired(id)).toBe(true);
    const next = store.current();
    expect(next).not.toBe(id);
    expect(next.startsWith(device)).toBe(true);
  });

  it('clears the local cache and the active flag on expiry and restart', () => {
    let t = 0;
    const store = createSessionStore('c1', () => t);
    const id = store.current();
    localStorage.setItem(key('cache', 'c1'), '{"messages":[]}');
    store.markActive(id);
    expect(localStorage.getItem(key('active', 'c1'))).toBe(String(SESSION_TTL_MS));
    const fresh = store.restart();
    expect(fresh).not.toBe(id);
    expect(localStorage.getItem(key('cache', 'c1'))).toBeNull();
    expect(localStorage.getItem(key('active', 'c1'))).toBeNull();
    localStorage.setItem(key('cache', 'c1'), 'x');
    t = SESSION_TTL_MS * 2;
    store.current();
    expect(localStorage.getItem(key('cache', 'c1'))).toBeNull();
  });

  it('keeps sessions of different clients apart and survives corrupt storage', () => {
    const a = createSessionStore('a', () => 0);
    const b = createSessionStore('b', () => 0);
    expect(a.current()).not.toBe(b.current());
    localStorage.setItem(key('session', 'a'), '{nope');
    expect(a.current()).toMatch(/^[A-Za-z0-9_-]{56}$/);
  });
});
