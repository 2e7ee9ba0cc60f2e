/** Display helpers shared by the screens; pure so they are unit-tested without a browser. */

/** A chat's age: under a minute 'Just now', then minutes, hours, days. */
export function formatChatAge(timestamp: string, now: Date = new Date()): string {
  const then = new Date(timestamp).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** messagesUsed is text that may carry thousands separators ("1,234"); anything else reads as 0. */
export function parseMessagesUsed(text: string): number {
  const n = Number(text.replace(/,/g, '').trim());
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.round((used / limit) * 100);
}

/** Domain links open the site; operators often type a bare host, so https:// is added then. */
export function domainHref(domain: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? '-'
    : d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? '-'
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** A null or non-numeric API cost shows N/A. */
export function formatApiCost(cost: unknown): string {
  return typeof cost === 'number' && Number.isFinite(cost) ? `$${cost.toFixed(2)}` : 'N/A';
}

export function formatNumber(n: number): string {
  return n.toLocaleString('en-US');
}

export function truncateMiddle(text: string, keep = 8): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}

/**
 * A conversation's title: the visitor, never the client's contact person. The name given in the
 * pre-chat form and the email the visitor left (a lead) when there are, else "Visitor" and the start
 * of the session id.
 */
export function visitorTitle(s: {
  sessionId: string;
  visitorEmail: string | null;
  visitorName?: string | null;
}): string {
  if (s.visitorName && s.visitorEmail) return `${s.visitorName} (${s.visitorEmail})`;
  return s.visitorName ?? s.visitorEmail ?? `Visitor ${s.sessionId.slice(0, 8)}`;
}
