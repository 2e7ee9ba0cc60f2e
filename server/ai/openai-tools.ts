/** The tools offered to the model; the server runs them for the asking client only. */
import type { ChatCompletionTool } from 'openai/resources/chat/completions';

const fn = (name: string, description: string, parameters: Record<string, unknown>): ChatCompletionTool => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', additionalProperties: false, ...parameters } },
});

export const SEARCH_TOOL = fn(
  'search_knowledge',
  "Search this business's knowledge base (website content, files, FAQs) for more numbered passages about a topic.",
  {
    properties: { query: { type: 'string', description: 'What to look for, in a few words' } },
    required: ['query'],
  },
);

/** The model's own signal that the passages do not answer the question (a decline, not a regex). */
export const NO_ANSWER_TOOL = fn(
  'no_answer',
  "Call this instead of answering when the passages and search results do not contain the answer to any part of the visitor's question. The visitor is then told so politely and offered an email follow-up.",
  {
    properties: { reason: { type: 'string', description: 'What is missing, in a few words' } },
    required: [],
  },
);

/** Offered only to a client with feed records. */
export const RECORD_TOOLS: ChatCompletionTool[] = [
  fn(
    'lookup_record',
    "Look up one record of this business's live data by its exact id: an order number, a SKU or a listing id.",
    {
      properties: { id: { type: 'string', description: 'The exact id, as the visitor gave it' } },
      required: ['id'],
    },
  ),
  fn(
    'search_records',
    'Search this business\'s products, listings or inventory by words and limits ("red dress under $100", "3 bedroom"). Orders are never searched; look them up by number.',
    {
      properties: {
        query: { type: 'string', description: 'What to look for, in a few words' },
        recordType: { type: 'string', enum: ['products', 'listings', 'inventory'] },
      },
      required: ['query'],
    },
  ),
];
