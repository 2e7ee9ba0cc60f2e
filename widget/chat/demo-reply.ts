import type { DemoProfile } from './types.ts';

/** Widget demo mode: the reply comes after a random 1–3 s. */
export function demoDelayMs(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 2000);
}

/** The profile's canned reply whose keyword phrase the question contains (longest phrase first), else its default. */
export function demoReply(profile: DemoProfile, question: string): string {
  const q = question.toLowerCase();
  const responses = profile.sampleResponses ?? {};
  const keys = Object.keys(responses)
    .filter((k) => k !== 'default')
    .sort((a, b) => b.length - a.length);
  const hit = keys.find((k) => q.includes(k.toLowerCase()));
  const faq = profile.faqs?.find((f) => f.question.toLowerCase() === q.trim());
  return (
    faq?.answer ??
    (hit ? responses[hit] : undefined) ??
    responses.default ??
    `Thanks for your message! This is a demo of ${profile.businessName}'s assistant; on a live site it answers from the business's own knowledge.`
  );
}
