import { z } from 'zod';

/** The most a business may write as its assistant's instructions (a long prompt crowds out knowledge). */
export const MAX_ASSISTANT_INSTRUCTIONS = 4000;

export const REPLY_LENGTHS = ['short', 'normal', 'detailed'] as const;
export type ReplyLength = (typeof REPLY_LENGTHS)[number];

/** What the assistant offers when the knowledge does not hold the answer. */
export const UNKNOWN_ANSWERS = ['handoff', 'email', 'both'] as const;
export type UnknownAnswer = (typeof UNKNOWN_ANSWERS)[number];

/**
 * A client's assistant settings: its instructions in the business's words (they shape replies, they
 * never lift the service's own rules), the reply length, what an unknown answer offers, and, where the
 * operator allows it for the client's plan, the model and temperature.
 */
export const AssistantSettings = z
  .object({
    instructions: z
      .string({ error: 'Instructions must be text' })
      .trim()
      .max(
        MAX_ASSISTANT_INSTRUCTIONS,
        `Instructions can be at most ${MAX_ASSISTANT_INSTRUCTIONS.toLocaleString('en-US')} characters`,
      ),
    replyLength: z.enum(REPLY_LENGTHS, { error: 'Reply length must be short, normal or detailed' }),
    unknownAnswer: z.enum(UNKNOWN_ANSWERS, { error: 'Unknown answers offer handoff, email or both' }),
    model: z
      .string()
      .trim()
      .min(1, 'Model is required when given')
      .max(100)
      .regex(/^[A-Za-z0-9._:/-]+$/, 'Model is a model name such as gpt-4o-mini')
      .optional(),
    temperature: z
      .number({ error: 'Temperature must be a number from 0 to 1' })
      .min(0, 'Temperature must be at least 0')
      .max(1, 'Temperature must be at most 1')
      .optional(),
  })
  .strict();
export type AssistantSettings = z.infer<typeof AssistantSettings>;

export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = {
  instructions: '',
  replyLength: 'normal',
  unknownAnswer: 'email',
};

/** What the console and /app may offer: the models an operator allows this client's plan to pick. */
export const AssistantOptions = z.object({
  /** Models the client may choose; empty when its plan may not choose (the deployment's model answers). */
  models: z.array(z.string()),
  /** Whether the client may set the temperature. */
  temperature: z.boolean(),
});
export type AssistantOptions = z.infer<typeof AssistantOptions>;
