import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSealingKey } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, and each seal of one text differs', () => {
    const box = createSecretBox(loadSealingKey('k'.repeat(40), '/nonexistent'));
    const a = box.seal('whsec_123');
    expect(a).not.toContain('whsec_123');
    expect(a).not.toBe(box.seal('whsec_123'));
    expect(box.open(a)).toBe('whsec_123');
  });

  it('refuses an altered value and another key', () => {
    const box = createSecretBox(loadSealingKey('k'.repeat(40), '/nonexistent'));
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[2] = Buffer.from('other!').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(loadSealingKey('x'.repeat(40), '/nonexistent')).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });

  it('keeps a generated key in the data dir across starts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-seal-'));
    const first = loadSealingKey(null, dir);
    expect(fs.statSync(path.join(dir, 'secret-key')).mode & 0o777).toBe(0o600);
    expect(loadSealingKey(null, dir).equals(first)).toBe(true);
  });
});
