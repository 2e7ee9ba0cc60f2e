import type { ClientCreateParsed } from '../contract/clients.ts';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../contract/clients.ts';
import type { EvalProfile } from '../eval/sets/eval-held-out-6.ts';

/** An eval set's business as a test-mode client with its knowledge text and FAQs. */
export function profileClient(p: EvalProfile): ClientCreateParsed {
  const { welcomeMessage, themeColor, faqs, ...client } = p;
  return {
    ...client,
    testMode: true,
    chatCustomizations: {
      ...DEFAULT_CHAT_CUSTOMIZATIONS,
      headerTitle: p.businessName,
      firstMessage: welcomeMessage,
      themeColor,
      faqs,
    },
  };
}
