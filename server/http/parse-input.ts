import type { z } from 'zod';
import { DomainError } from '../domain/shared/index.ts';

/** Parses untrusted input with a contract schema; failures become a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= `Unknown field: ${key}`;
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const message =
    first?.code === 'unrecognized_keys'
      ? `Unknown field${first.keys.length > 1 ? 's' : ''}: ${first.keys.join(', ')}`
      : (first?.message ?? 'Invalid input');
  throw new DomainError('validation_failed', message, fields);
}
