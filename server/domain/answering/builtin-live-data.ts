/**
 * The builtin answerer's live-data answers: an exact record said in words from the feed (its price
 * with currency, in or out of stock, an order's status as a phrase; builtin-record-words.ts), an
 * unknown order number declined with the email follow-up, and a catalogue search listed briefly. Every
 * value comes verbatim from the client's own feed; order answers carry status-type fields only (the
 * record lookup has already left everything else out).
 */
import type { Source } from '../../../contract/chat.ts';
import type { LiveDataMatch, LiveRecord } from '../sources/live-data.ts';
import { recordLine, recordSentences } from './builtin-record-words.ts';
import { identityText } from '../identity/identity-texts.ts';

export interface LiveDataAnswer {
  text: string;
  responseType: 'live_data' | 'no_answer';
  sources: Source[];
}

/** Fields stated after the price, stock or status sentence of one record. */
const FIELDS_STATED = 6;
/** What a search result line shows: the name (its title), then price, size and availability. */
const KEY_FIELD =
  /price|amount|currency|bed|bath|sqft|squarefe|area|availab|stock|status|quantity|qty|inventory|size|colou?r/;

function recordText(r: LiveRecord): string {
  const name =
    r.recordType === 'orders' || !r.id || r.title.includes(r.id) ? r.title : `${r.title} (${r.id})`;
  const text = recordSentences(name, r.fields, r.recordType === 'orders', FIELDS_STATED);
  return text || `${name} is in our records, with no further details listed.`;
}

const line = (r: LiveRecord) => {
  const key = r.fields.filter((f) => KEY_FIELD.test(f.key.toLowerCase().replace(/[^a-z]/g, '')));
  const facts = recordLine(key.slice(0, 5));
  return `- ${r.title}${facts ? `: ${facts}` : ''}`;
};

const NOUN: Record<LiveRecord['recordType'], [string, string]> = {
  products: ['product', 'products'],
  listings: ['listing', 'listings'],
  inventory: ['item', 'items'],
  orders: ['order', 'orders'],
};

export function liveDataAnswer(
  match: LiveDataMatch | null | undefined,
  businessName: string,
): LiveDataAnswer | null {
  if (!match) return null;
  if (match.kind === 'record')
    return { text: recordText(match.record), responseType: 'live_data', sources: [match.record.source] };
  if (match.kind === 'not_found') {
    const what = match.recordType ? `${NOUN[match.recordType][0]} ${match.reference}` : match.reference;
    return {
      text: `I'm sorry, I couldn't find ${what} in our records. Please check the number; if you leave your email address, someone from ${businessName} will get back to you.`,
      responseType: 'no_answer',
      sources: [],
    };
  }
  // The assistant answers a locked record itself (with a code); without it, the record stays unsaid.
  if (match.kind === 'locked')
    return {
      text: identityText('cannotConfirm', { business: businessName }),
      responseType: 'live_data',
      sources: [],
    };
  if (match.kind === 'order_number_needed')
    return {
      text: `I can check an order for you: please tell me its order number (you'll find it in your order confirmation from ${businessName}), and I'll look up its status.`,
      responseType: 'live_data',
      sources: [],
    };
  // A search or an overview: a head line, then a line per record shown.
  const [one, many] = NOUN[match.recordType];
  const { total, records } = match;
  const lines =
    match.kind === 'overview'
      ? [
          total > records.length
            ? `We have ${total} ${many} listed right now; here are ${records.length}:`
            : `We have ${total} ${total === 1 ? one : many} listed right now:`,
          ...records.map(line),
          'Ask me about any of them for more details.',
        ]
      : [
          total === 1
            ? `I found 1 matching ${one}:`
            : total > records.length
              ? `I found ${total} matching ${many}; here are ${records.length}:`
              : `I found ${total} matching ${many}:`,
          ...records.map(line),
        ];
  return { text: lines.join('\n'), responseType: 'live_data', sources: records.map((r) => r.source) };
}
