/**
 * A business's own workspace at /app: the first-run checklist (add knowledge, try the assistant,
 * copy the script, go live), kept per client on the server so teammates and devices agree, with
 * "tried" set by a question really asked in the preview.
 */
export * from './checklist.ts';
