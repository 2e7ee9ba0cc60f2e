/**
 * What visitors read about proving who they are, keyed, with {placeholders}: one table, so the words
 * are reviewed and later translated in one place, never built from fragments in code.
 */
export const IDENTITY_TEXTS = {
  codeSent:
    'Orders are private, so I need to confirm it is yours first. If that number is one of our orders, I sent a 6-digit code to the email address on it. Please type the code here (it is valid for 10 minutes). No code? Check the number, or sign in on the {business} website and open this chat again.',
  codeStillOpen:
    'I already sent a 6-digit code to the email address on that order, if it is one of ours. Please type it here to see the order.',
  cannotConfirm:
    'I can look that up once you confirm the order is yours: please sign in on the {business} website and open this chat again, or ask for a person.',
  throttled:
    'I can look that up once you confirm the order is yours, but I have sent several codes already. Please try again in an hour, or sign in on the {business} website and open this chat again.',
  codeSentIfOrder:
    'I can look that up once you confirm the order is yours. If {reference} is an order with {business}, I have sent a 6-digit code to the email address on it. Please type the code here (it is valid for 10 minutes).',
  codeStillOpenIfOrder:
    'I already sent a 6-digit code to the email address on order {reference}, if it is an order with {business}. Please type it here to see the order.',
  storeUnreachable:
    'I cannot reach the {business} store to look that up right now. Please try again in a few minutes, or ask for a person.',
  codeRight: 'Thank you, that code is right: your email address is confirmed for this conversation.',
  codeWrong:
    'That code does not match. Please check the email and type the 6-digit code again ({left} left).',
  codeSpent:
    'That code does not match, and it cannot be tried again. Ask about the order again to get a new code, or ask for a person.',
  mailSubject: 'Your {business} confirmation code',
  mailBody:
    'Your confirmation code is {code}.\n\nType it in the chat on the {business} website to see your order {reference}. It is valid for 10 minutes.\n\nIf you did not ask for it, you can ignore this email: nothing is shown without the code.',
  toolLocked:
    'This record belongs to a customer who has not been confirmed in this conversation. Do not guess or describe it. Tell the visitor exactly this: {say}',
} as const;

export type IdentityTextKey = keyof typeof IDENTITY_TEXTS;

export function identityText(key: IdentityTextKey, values: Record<string, string | number> = {}): string {
  return IDENTITY_TEXTS[key].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in values ? String(values[name]) : m,
  );
}
