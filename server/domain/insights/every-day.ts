const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A per-day series over the whole range, zeros included: every UTC date from the range's start to
 * now, each with its count (or 0), so a chart never skips the quiet days between busy ones.
 */
export function everyDay(
  rows: readonly { date: string; chats: number }[],
  fromIso: string,
  nowIso: string,
): { date: string; chats: number }[] {
  const counts = new Map(rows.map((r) => [r.date, r.chats]));
  const out: { date: string; chats: number }[] = [];
  const last = nowIso.slice(0, 10);
  for (let t = Date.parse(`${fromIso.slice(0, 10)}T00:00:00.000Z`); ; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    out.push({ date, chats: counts.get(date) ?? 0 });
    if (date >= last) break;
  }
  return out;
}
