/**
 * Feedback and outcomes: does the assistant help? Visitors' thumbs on replies and 1–5 scores of
 * conversations (feedback.ts), one outcome per conversation decided by a stated rule (outcome-rule.ts
 * with its word table in outcome-words.ts), the quality figures over time (quality-report.ts), what
 * answered which conversations and what to fix first (topics.ts, grouping unanswered questions in
 * question-groups.ts), and curated answers written from a
 * transcript (curated-answers.ts). Storage comes in through feedback-ports.ts.
 */
export * from './feedback-ports.ts';
export * from './feedback.ts';
export * from './outcome-rule.ts';
export * from './outcome-words.ts';
export * from './quality-report.ts';
export * from './curated-answers.ts';
export * from './topics.ts';
export * from './question-groups.ts';
