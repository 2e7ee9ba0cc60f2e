import type { WidgetTexts } from '../../contract/widget-texts-en.ts';
import type { Notice } from './chat-state.ts';

/** The notice for a failed send or reply, by the server's stable code; the limit and rate ones ask for an email. */
export function noticeFor(code: string, texts: WidgetTexts, reply?: string): NonNullable<Notice> {
  if (code === 'usage_limit_reached') return { kind: 'limit', text: reply || texts.limit };
  if (code === 'rate_limited') return { kind: 'rate', text: texts.rate };
  return { kind: 'error', text: texts.error };
}
