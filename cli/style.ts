/**
 * ANSI styling that switches itself off when output is not a terminal (or NO_COLOR is set), so piped
 * output stays plain text. A dozen lines instead of a colour library dependency.
 */
export interface Style {
  enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  cyan(text: string): string;
}

const wrap = (on: boolean, open: number, close: number) => (text: string) =>
  on && text ? `\u001b[${open}m${text}\u001b[${close}m` : text;

export function createStyle(enabled: boolean): Style {
  return {
    enabled,
    bold: wrap(enabled, 1, 22),
    dim: wrap(enabled, 2, 22),
    red: wrap(enabled, 31, 39),
    yellow: wrap(enabled, 33, 39),
    green: wrap(enabled, 32, 39),
    cyan: wrap(enabled, 36, 39),
  };
}

/** Colour follows the usual conventions: NO_COLOR turns it off, FORCE_COLOR turns it on. */
export function colorWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}

// Matches the SGR sequences produced above, to measure the visible width of styled text.
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
export function visibleLength(text: string): number {
  return [...text.replace(SGR, '')].length;
}
