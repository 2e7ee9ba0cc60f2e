import { DomainError } from '../domain/shared/index.ts';
import { UsageLimitReached } from '../domain/chat/index.ts';
import { log } from '../ops/log.ts';
import { logStorageFull, STORAGE_FULL_MESSAGE, storageFullCode } from '../ops/storage-full.ts';

/** The socket form of a failure: an ack body, with the same stable codes as HTTP. */
export function ackError(err: unknown): { ok: false; error: string; code: string; reply?: string } {
  if (err instanceof UsageLimitReached)
    return { ok: false, error: err.message, code: err.code, reply: err.reply };
  if (err instanceof DomainError) return { ok: false, error: err.message, code: err.code };
  const full = storageFullCode(err);
  if (full) {
    logStorageFull(full, { socket: true });
    return { ok: false, error: STORAGE_FULL_MESSAGE, code: 'storage_full' };
  }
  log().error({ err }, 'socket handler failed');
  return { ok: false, error: 'Internal server error', code: 'internal' };
}

/** A handshake refusal: socket.io hands `message` (the code) and `data` to the client's connect_error. */
export function handshakeError(err: unknown): Error {
  const body = ackError(err);
  return Object.assign(new Error(body.code), { data: { code: body.code, error: body.error } });
}
