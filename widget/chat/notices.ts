import type { Notice } from './chat-state.ts';

export const LIMIT_TEXT =
  'Our assistant is unavailable right now. Leave your email and we will get back to you.';
export const RATE_TEXT =
  'You are sending messages a little too quickly. Please wait a moment, or leave your email and we will get back to you.';
/** A reply that could not arrive (the network, a timeout): polite, never an error code. */
export const ERROR_TEXT = "Sorry, the assistant couldn't answer just now. Please try again.";
export const THANKS_TEXT = 'Thank you! We will reply to you by email.';
/** The conversation already says nobody can join (a system message); this asks for the address. */
export const HANDOFF_MISSED_TEXT = 'Leave your email and we will get back to you.';

/** The notice for a failed send or reply, by the server's stable code; the limit and rate ones ask for an email. */
export function noticeFor(code: string, reply?: string): NonNullable<Notice> {
  if (code === 'usage_limit_reached') return { kind: 'limit', text: reply || LIMIT_TEXT };
  if (code === 'rate_limited') return { kind: 'rate', text: RATE_TEXT };
  return { kind: 'error', text: ERROR_TEXT };
}
