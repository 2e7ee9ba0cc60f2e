import type { Client } from '../../contract/clients.ts';
import { usageLevel } from '../../contract/plans.ts';
import type { Style } from '../style.ts';
import { renderDetails, renderTable } from '../table.ts';

export const USAGE_MARKERS = { ok: '', warning: 'Approaching limit', exceeded: 'Limit exceeded!' } as const;

/** Whole percent of the limit used, as the console shows it. */
export function usagePercent(used: number, limit: number): number {
  return limit > 0 ? Math.round((used / limit) * 100) : 0;
}

export function colorByLevel(style: Style, level: keyof typeof USAGE_MARKERS, text: string): string {
  return level === 'exceeded' ? style.red(text) : level === 'warning' ? style.yellow(text) : text;
}

const statusColor = (style: Style, status: string, text: string) =>
  status === 'Active' ? style.green(text) : status === 'Suspended' ? style.red(text) : style.yellow(text);

export function renderClientTable(clients: readonly Client[], style: Style): string {
  if (clients.length === 0) return 'No clients found.';
  return renderTable(
    clients,
    [
      { header: 'ID', value: (c) => c.id },
      { header: 'Business', value: (c) => c.businessName, maxWidth: 28 },
      { header: 'Domain', value: (c) => c.domain, maxWidth: 32 },
      { header: 'Plan', value: (c) => c.plan },
      { header: 'Status', value: (c) => c.status, color: (t, c) => statusColor(style, c.status, t) },
      {
        header: 'Usage',
        value: (c) => `${c.messagesUsed}/${c.messageLimit}`,
        align: 'right',
        color: (t, c) => colorByLevel(style, usageLevel(Number(c.messagesUsed), c.messageLimit), t),
      },
      { header: 'Test mode', value: (c) => (c.testMode ? 'on' : 'off') },
    ],
    style,
  );
}

const tokenText = (style: Style, token: string | null, createdAt: string | null) =>
  token ? `${token}  ${style.dim(`(created ${createdAt ?? '?'})`)}` : style.yellow('not generated');

export function renderClientDetails(c: Client, style: Style): string {
  const used = Number(c.messagesUsed);
  const level = usageLevel(used, c.messageLimit);
  const marker = USAGE_MARKERS[level];
  const usage = `${used} / ${c.messageLimit} (${usagePercent(used, c.messageLimit)}%)${marker ? `  ${marker}` : ''}`;
  const ai = c.aiContent
    ? `${c.aiContent.length} characters: ${c.aiContent.replace(/\s+/g, ' ').slice(0, 80)}${c.aiContent.length > 80 ? '…' : ''}`
    : style.dim('none');
  const pairs: [string, string][] = [
    ['ID', c.id],
    ['Business', c.businessName],
    ['Client name', c.clientName],
    ['Domain', c.domain],
    ['Plan', c.plan],
    ['Status', statusColor(style, c.status, c.status) + (c.isActive ? '' : style.red(' (inactive)'))],
    ['Usage this month', colorByLevel(style, level, usage)],
    [
      'Monthly limit',
      `${c.messageLimit} ${style.dim(c.customMessageLimit === null ? `(${c.plan} plan default)` : '(custom)')}`,
    ],
    ['Email', c.email || style.dim('—')],
    ['Phone', c.phone || style.dim('—')],
    ['Industry', c.industry || style.dim('—')],
    ['Notes', c.notes || style.dim('—')],
    ['AI content', ai],
    ['FAQs', String(c.chatCustomizations.faqs.length)],
    ['Access token', tokenText(style, c.accessToken, c.accessTokenCreatedAt)],
    ['Test mode', c.testMode ? style.green('on') : 'off'],
    [
      'Test token',
      c.testMode
        ? tokenText(style, c.testAccessToken, c.testAccessTokenCreatedAt)
        : style.dim('hidden while test mode is off'),
    ],
    ['Created', c.createdAt],
    ['Updated', c.updatedAt],
  ];
  return renderDetails(pairs, style);
}
