import type { Command } from 'commander';
import { CLI_AUDIT_ACTIONS, diffFields, redact, type FieldChange } from '../server/domain/audit/index.ts';
import type { Services } from '../server/services.ts';

/** Options every command has (output and data directory), which say nothing about the change. */
const GLOBAL_OPTIONS = new Set(['json', 'jsonFields', 'dataDir', 'yes']);
/** Commands whose entry holds the client's changed fields before and after. */
const DIFFED = new Set(['clients update', 'test-mode on', 'test-mode off']);

const pathOf = (command: Command): string => {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
};

/**
 * The CLI's side of the audit log: a mutating command (CLI_AUDIT_ACTIONS) that ran on `services`
 * without an error is recorded as done by "cli" from "cli". `wrap` runs the command's work between a
 * look at its client before (so a deleted client is still named) and the entry after.
 */
export async function withCliAudit<T>(
  command: Command,
  services: Services,
  work: () => Promise<T>,
): Promise<T> {
  const path = pathOf(command);
  const entry = CLI_AUDIT_ACTIONS[path];
  if (!entry) return work();
  const args = command.args;
  const ref = entry.client ? args[0] : undefined;
  const client = ref ? await services.clients.resolve(ref).catch(() => null) : null;
  const before = client && DIFFED.has(path) ? await services.clients.get(client.id) : null;
  const result = await work();
  let changes: Record<string, FieldChange> | null = null;
  if (before && client) changes = diffFields(before, await services.clients.get(client.id));
  else {
    const given = Object.entries(command.opts<Record<string, unknown>>()).filter(
      ([k, v]) => !GLOBAL_OPTIONS.has(k) && v !== undefined,
    );
    if (given.length > 0) changes = Object.fromEntries(given.map(([k, v]) => [k, { after: redact(v, k) }]));
  }
  const created = path === 'clients create' ? (result as { id?: unknown }).id : undefined;
  await services.auditLog.record({
    clientId: client?.id ?? (typeof created === 'string' ? created : null),
    actor: { kind: 'cli', id: null, label: 'cli' },
    source: 'cli',
    action: entry.action,
    target: (entry.client ? args[1] : args[0]) ?? null,
    changes,
  });
  return result;
}
