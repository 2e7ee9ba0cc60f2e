/**
 * The confirm/cancel card of an action that changes something (cancel an order, book a slot): its own
 * chunk, imported only when a reply carries a card, so no other chat pays its bytes. It imports no
 * runtime of its own (the chat hands it createElement and the hooks), so the chat bundle stays one file.
 * The summary says what will happen; nothing runs until Confirm. Both buttons are plain buttons
 * (keyboard and screen readers need nothing more); once decided, the outcome is a status line that takes
 * the focus the pressed button had.
 */
import type { createElement, useEffect, useRef, useState } from 'react';
import type { ActionCard } from '../../contract/chat.ts';
import type { WidgetTexts } from '../../contract/widget-texts-en.ts';

/** In the card's chunk, not the chat's stylesheet: a <style> in the shadow root applies to it all. */
const CARD_CSS = `.ac{margin:4px 0 0 36px;padding:10px 12px;border:1px solid #e5e7eb;border-left:3px solid var(--c);border-radius:12px;background:#fff;display:flex;flex-direction:column;gap:6px}
.ac p{margin:0}.ac .at{font-size:12px;font-weight:700;color:#374151}.ac .ab{display:flex;flex-wrap:wrap;gap:8px}
.ac .ab .chip{min-height:36px;padding:0 14px;border-radius:10px;font-size:14px}.ac .ao{font-size:13px;font-weight:600;color:#374151}
.ac .ao:focus{outline:none}.ac .ao:focus-visible{outline:2px solid #111827;outline-offset:2px}
.dk .ac{background:#1f2937;border-color:#4b5563}.dk .ac .at,.dk .ac .ao{color:#f3f4f6}`;

export type CardOutcome = 'confirmed' | 'failed' | 'cancelled' | 'expired';

export interface ActionCardProps {
  card: ActionCard;
  /** The decision, once a later reply says it (or the card's time ran out); null while it waits. */
  outcome: CardOutcome | null;
  t: WidgetTexts;
  decide(decision: 'confirm' | 'cancel'): Promise<boolean>;
}

/** What the chat lends the card: its createElement and hooks. */
export interface CardRuntime {
  h: typeof createElement;
  useState: typeof useState;
  useRef: typeof useRef;
  useEffect: typeof useEffect;
}

export function createActionCardView({ h, useState, useRef, useEffect }: CardRuntime) {
  return function ActionCardView({ card, outcome, t, decide }: ActionCardProps) {
    const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
    const status = useRef<HTMLParagraphElement>(null);
    useEffect(() => {
      // The pressed button is gone once decided: its focus moves to the line that says the outcome.
      if (outcome && busy) status.current?.focus();
    }, [outcome, busy]);
    const run = async (decision: 'confirm' | 'cancel') => {
      if (busy) return;
      setBusy(decision);
      if (!(await decide(decision))) setBusy(null);
    };
    const title = `act-${card.id}`;
    const summary = `acs-${card.id}`;
    const said = {
      confirmed: t.cardConfirmed,
      failed: t.cardFailed,
      cancelled: t.cardCancelled,
      expired: t.cardRefused,
    };
    const button = (decision: 'confirm' | 'cancel', className: string, text: string) =>
      h(
        'button',
        {
          type: 'button',
          className,
          disabled: busy !== null,
          'aria-busy': busy === decision,
          onClick: () => void run(decision),
        },
        text,
      );
    return h(
      'div',
      {
        className: 'ac',
        role: 'group',
        'aria-labelledby': title,
        'aria-describedby': summary,
        'data-action-card': card.id,
        'data-state': outcome ?? 'pending',
      },
      h('style', null, CARD_CSS),
      h('p', { className: 'at', id: title }, t.cardTitle),
      h('p', { id: summary }, card.summary),
      outcome
        ? h('p', { className: 'ao', role: 'status', tabIndex: -1, ref: status }, said[outcome])
        : h(
            'div',
            { className: 'ab' },
            button('confirm', 'btn', t.cardConfirm),
            button('cancel', 'chip', t.cardCancel),
          ),
    );
  };
}
