export type Position = 'bottom-right' | 'bottom-left';

export interface EmbedSettings {
  clientId: string;
  token: string;
  /** Set only when the page gave them: otherwise the client's own look (from the server) applies. */
  position?: Position;
  primaryColor?: string;
}

/** The attributes in the order they are checked, and their rules (the last two may be left out). */
const NAMES = ['client-id', 'access-token', 'position', 'primary-color'];
const RULES = [/^[\w-]{1,64}$/, /^[\w-]{10,200}$/, /^(bottom-(right|left))?$/, /^(#([\da-f]{3}){1,2})?$/i];

/**
 * Reads and validates the embed line's data-* attributes. Returns the name of the first unusable
 * attribute instead, so a mistyped embed fails with one console line and never throws into the page.
 * (Written for the loader's byte budget.)
 */
export function readEmbedSettings(get: (name: string) => string | null): EmbedSettings | string {
  // A production token wins over a test token; an empty optional attribute is left out.
  const values = NAMES.map(
    (name, i) =>
      (get('data-' + name) ?? (i == 1 ? get('data-test-access-token') : null))?.trim() || undefined,
  );
  const bad = NAMES.find((_, i) => !RULES[i]!.test(values[i] ?? ''));
  if (bad) return 'data-' + bad;
  const [clientId, token, position, primaryColor] = values as [string, string, Position?, string?];
  return { clientId, token, position, primaryColor };
}
