/** The metered-usage row both stores read (usage-repo.ts on SQLite and PostgreSQL) and its mapping. */
import { planOf } from '../../contract/plans.ts';
import type { MeteredUsage } from '../domain/shared/index.ts';

export interface MeteredRow {
  client_id: string;
  period: string;
  messages_used: number;
  plan: string;
  custom_message_limit: number | null;
}

export const toMetered = (r: MeteredRow): MeteredUsage => ({
  clientId: r.client_id,
  period: r.period,
  used: Number(r.messages_used),
  plan: planOf(r.plan),
  customMessageLimit: r.custom_message_limit === null ? null : Number(r.custom_message_limit),
});
