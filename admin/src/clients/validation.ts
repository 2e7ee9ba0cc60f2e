import type { z } from 'zod';

/**
 * First message per field of a zod result, keyed by the dotted path ('faqs.0.question'); the console
 * shows the contract's own messages, so the server and the form never disagree.
 */
export function fieldMessages(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}
