import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret: FRONTDESK_SESSION_SECRET, or one generated on first start and kept in the data
 * directory (mode 0600) so sessions survive restarts. Admin session ids are stored as HMACs under it,
 * so a copy of the database alone cannot be turned into a working session.
 */
export function loadSessionSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: fall through and create it.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function hmacWith(secret: string): (text: string) => string {
  return (text) => crypto.createHmac('sha256', secret).update(text).digest('hex');
}
