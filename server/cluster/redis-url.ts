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
