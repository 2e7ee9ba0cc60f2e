/** A fresh preview session id (contract SessionId: 16–128 URL-safe characters, 128 random bits). */
export function newPreviewSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `preview_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
