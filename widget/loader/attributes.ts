export type Position = 'bottom-right' | 'bottom-left';

export interface EmbedSettings {
  clientId: string;
  token: string;
  /** Set only when the page gave them: otherwise the client's own look (from the server) applies. */
  position?: Position;
  primaryColor?: string;
}

const CLIENT_ID = /^[\w-]{1,64}$/;
const TOKEN = /^[\w-]{10,200}$/;
const POSITION = /^bottom-(?:right|left)$/;
const COLOR = /^#([\da-f]{3}){1,2}$/i;

/**
 * Reads and validates the embed line's data-* attributes. Returns the name of the first unusable
 * attribute instead, so a mistyped embed fails with one console line and never throws into the page.
 */
export function readEmbedSettings(get: (name: string) => string | null): EmbedSettings | string {
  const clientId = (get('data-client-id') ?? '').trim();
  const live = get('data-access-token');
  const token = (live ?? get('data-test-access-token') ?? '').trim();
  const position = (get('data-position')?.trim() || undefined) as Position | undefined;
  const color = get('data-primary-color')?.trim() || undefined;
  if (!CLIENT_ID.test(clientId)) return 'data-client-id';
  if (!TOKEN.test(token)) return 'data-access-token';
  if (position && !POSITION.test(position)) return 'data-position';
  if (color && !COLOR.test(color)) return 'data-primary-color';
  return { clientId, token, position, primaryColor: color };
}
