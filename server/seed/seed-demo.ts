import type { Services } from '../services.ts';
import { DEMO_PROFILES, profileToClient } from './demo-profiles.ts';

/** Seeds the five demo clients into an empty database; returns how many were created. */
export async function seedDemoClients(s: Services): Promise<number> {
  if ((await s.clients.list()).length > 0) return 0;
  for (const profile of DEMO_PROFILES) await s.clients.create(profileToClient(profile));
  return DEMO_PROFILES.length;
}
