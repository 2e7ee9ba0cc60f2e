/** The questions the console preview offers as one-click samples (asked of the real assistant). */
export const SAMPLE_QUERIES = [
  'What are your current inventory levels?',
  'Can you show me my recent orders?',
  'Can I book an appointment for next week?',
  'Give me a summary of the business analytics.',
] as const;
