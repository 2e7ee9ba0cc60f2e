import { InvalidArgumentError } from 'commander';

/**
 * Argument parsers for fixed choices that accept any letter case ("premium" → "Premium") and turn
 * anything else into a usage error (exit 2) that lists the choices.
 */
export function choice<T extends string>(choices: readonly T[]): (value: string) => T {
  return (value) => {
    const found = choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
    if (!found) throw new InvalidArgumentError(`Allowed choices are ${choices.join(', ')}.`);
    return found;
  };
}

export function portNumber(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new InvalidArgumentError('Must be a port number (0-65535).');
  return n;
}
