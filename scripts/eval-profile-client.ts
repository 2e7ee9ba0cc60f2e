import type { ClientCreateParsed } from '../contract/clients.ts';
import type { EvalProfile } from '../eval/sets/eval-held-out-6.ts';
import { profileToClient } from '../server/seed/demo-profiles.ts';

/** An eval set's business as a test-mode client with its knowledge text and FAQs (not a demo client). */
export function profileClient(p: EvalProfile): ClientCreateParsed {
  const { isDemo: _demo, ...client } = profileToClient(p);
  return client;
}
