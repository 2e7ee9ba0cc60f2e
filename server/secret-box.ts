import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SecretBox } from './domain/shared/index.ts';

/**
 * Secrets kept at rest (webhook signing secrets, action credentials, identity secrets, TOTP seeds) are
 * sealed with AES-256-GCM under one key: FRONTDESK_SECRET_KEY, or one generated on first start and
 * kept in the data directory (mode 0600), as the session secret is. A copy of the database alone
 * reveals none of them; a sealed value that was altered fails to open instead of yielding garbage.
 */
export function loadSealingKey(configured: string | null, dataDir: string): Buffer {
  const derive = (text: string) => crypto.createHash('sha256').update(text).digest();
  if (configured) return derive(configured);
  const file = path.join(dataDir, 'secret-key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return derive(existing);
  } catch {
    // First start: fall through and create it.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return derive(secret);
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A sealing key is 32 bytes');
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, body, tag]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
