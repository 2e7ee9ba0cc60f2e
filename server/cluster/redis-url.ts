/** The URL as it may be printed: a password never reaches a log. */
export function redactedRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return 'the configured URL';
  }
}

/** The one-line error a process stops with when Redis cannot be reached at start. */
export function redisConnectError(url: string, err: unknown): Error {
  const reason = err instanceof Error ? err.message || err.name : String(err);
  return new Error(`Cannot connect to Redis at ${redactedRedisUrl(url)} (FRONTDESK_REDIS_URL): ${reason}`, {
    cause: err,
  });
}
