/**
 * Topics and gaps: what answered each conversation (the FAQ, the page or document, the live record:
 * the reply's cited sources), and for questions nobody answered, groups of similar questions
 * (question-groups.ts: by meaning with an embeddings model, else by the answerer's word statistics).
 * Every conversation of the period is read, a page at a time. The gaps rank what to fix first:
 * unanswered topics, answers given a thumbs down (with the reasons), and topics that ended with a person.
 */
import type { ExampleConversation, Gap, GapsReport, RangeQuery, Topic } from '../../../contract/feedback.ts';
import type { ChatMessageRecord } from '../chat/chat-ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { FeedbackRecord, FeedbackRepo, OutcomeRecord } from './feedback-ports.ts';
import { outcomeAt } from './outcome-rule.ts';
import { rangeOf } from './quality-report.ts';
import type { QuestionGrouper } from './question-groups.ts';

/** Conversations read per page; a report reads every page of its period. */
const PAGE = 500;
/** Conversations whose messages and thumbs are read together (two statements a batch). */
const BATCH = 100;
const EXAMPLES = 3;
const NOT_ANSWERS = new Set(['no_answer', 'unsupported', 'interrupted']);

export interface TopicsService {
  gaps(clientId: string, range: RangeQuery): Promise<GapsReport>;
}

interface Conversation {
  c: OutcomeRecord;
  messages: ChatMessageRecord[];
  feedback: FeedbackRecord[];
}

interface Group {
  topic: Topic;
  sessions: Set<string>;
  /** An unanswered question's text, before similar ones are grouped. */
  question: string;
  reasons: Record<string, number>;
  downExamples: ExampleConversation[];
  handoffExamples: ExampleConversation[];
}

const example = (list: ExampleConversation[], e: ExampleConversation) => {
  if (list.length < EXAMPLES && !list.some((x) => x.sessionId === e.sessionId)) list.push(e);
};

export function createTopicsService(deps: {
  repo: FeedbackRepo;
  clock: Clock;
  requireClient: (clientId: string) => Promise<void>;
  settled: () => Promise<void>;
  grouper: QuestionGrouper;
}): TopicsService {
  const { repo, clock } = deps;

  /**
   * Every conversation of the client started in [from, to), newest first, with its messages and
   * thumbs: a page of conversations at a time, their contents read a batch at a time.
   */
  async function* conversationsIn(clientId: string, from: string, to: string): AsyncIterable<Conversation> {
    let before: { startedAt: string; sessionId: string } | null = null;
    for (;;) {
      const page = await repo.outcomesPage(clientId, from, to, before, PAGE);
      for (let i = 0; i < page.length; i += BATCH) {
        const batch = page.slice(i, i + BATCH);
        const read = await repo.sessionsRead(
          clientId,
          batch.map((c) => c.sessionId),
        );
        for (const c of batch)
          yield {
            c,
            messages: read.messages.get(c.sessionId) ?? [],
            feedback: read.feedback.get(c.sessionId) ?? [],
          };
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      before = { startedAt: last.startedAt, sessionId: last.sessionId };
    }
  }

  return {
    async gaps(clientId, range) {
      await deps.requireClient(clientId);
      const { from, to } = rangeOf(range, clock.now());
      await deps.settled();
      const now = clock.now().toISOString();
      const groups = new Map<string, Group>();
      const group = (key: string, kind: string, label: string) => {
        let g = groups.get(key);
        if (!g) {
          g = {
            topic: { key, kind, label, conversations: 0, thumbsDown: 0, handoffs: 0, examples: [] },
            sessions: new Set(),
            question: label,
            reasons: {},
            downExamples: [],
            handoffExamples: [],
          };
          groups.set(key, g);
        }
        return g;
      };
      // One group per distinct unanswered question for now; similar ones are joined after the pass.
      const unansweredGroup = (question: string) =>
        group(`question:${question.slice(0, 200)}`, 'unanswered', question.slice(0, 200));

      for await (const { c, messages, feedback } of conversationsIn(clientId, from, to)) {
        const down = new Map(feedback.filter((f) => f.rating === 'down').map((f) => [f.messageId, f]));
        const byId = new Map(messages.map((m) => [m.id, m]));
        let last: Group | null = null;
        const handedOff = outcomeAt(c, now) === 'handed_off';
        const lastAsked = messages.filter((x) => x.sender === 'user').at(-1);
        const count = (g: Group, at: ExampleConversation) => {
          if (g.sessions.has(c.sessionId)) return;
          g.sessions.add(c.sessionId);
          g.topic.conversations += 1;
          example(g.topic.examples, at);
        };
        for (const m of messages) {
          if (m === lastAsked && !messages.some((r) => r.metadata.replyTo === m.id)) {
            // Never answered (the visitor left, the limit): grouped by the question. A request for a
            // person belongs to the topic before it.
            if (handedOff && last) continue;
            last = unansweredGroup(m.message);
            count(last, { sessionId: c.sessionId, question: m.message.slice(0, 200), at: m.createdAt });
            continue;
          }
          if (m.sender !== 'ai' || !m.metadata.replyTo) continue;
          const question = byId.get(m.metadata.replyTo)?.message ?? '';
          const source = m.metadata.sources?.[0];
          const declined = NOT_ANSWERS.has(m.metadata.responseType ?? '');
          const g =
            declined || !source
              ? declined
                ? unansweredGroup(question)
                : null
              : group(`${source.kind}:${source.url ?? source.title}`, source.kind, source.title);
          if (!g) continue;
          last = g;
          const at = { sessionId: c.sessionId, question: question.slice(0, 200), at: m.createdAt };
          count(g, at);
          const f = down.get(m.id);
          if (f) {
            g.topic.thumbsDown += 1;
            const reason = f.reason ?? 'none';
            g.reasons[reason] = (g.reasons[reason] ?? 0) + 1;
            example(g.downExamples, at);
          }
        }
        if (last && handedOff) {
          last.topic.handoffs += 1;
          const at = {
            sessionId: c.sessionId,
            question: (lastAsked?.message ?? '').slice(0, 200),
            at: lastAsked?.createdAt ?? c.startedAt,
          };
          example(last.handoffExamples, at);
          count(last, at);
        }
      }

      const { all, groupedBy } = await joinSimilarQuestions([...groups.values()], deps.grouper);
      const gaps: Gap[] = [
        ...all
          .filter((g) => g.topic.kind === 'unanswered')
          .map((g) => ({
            kind: 'unanswered' as const,
            label: g.topic.label,
            count: g.topic.conversations,
            reasons: {},
            examples: g.topic.examples,
          })),
        ...all
          .filter((g) => g.topic.thumbsDown > 0)
          .map((g) => ({
            kind: 'thumbs_down' as const,
            label: g.topic.label,
            count: g.topic.thumbsDown,
            reasons: g.reasons,
            examples: g.downExamples,
          })),
        ...all
          .filter((g) => g.topic.handoffs > 0)
          .map((g) => ({
            kind: 'handoff' as const,
            label: g.topic.label,
            count: g.topic.handoffs,
            reasons: {},
            examples: g.handoffExamples,
          })),
      ];
      const order = { unanswered: 0, thumbs_down: 1, handoff: 2 };
      gaps.sort((a, b) => b.count - a.count || order[a.kind] - order[b.kind]);
      const topics = all.map((g) => g.topic).sort((a, b) => b.conversations - a.conversations);
      return { from, to, topics, gaps, groupedBy };
    },
  };
}

/** Joins the groups of similar unanswered questions into one topic each (the first question names it). */
async function joinSimilarQuestions(groups: Group[], grouper: QuestionGrouper) {
  const counted = groups.filter((g) => g.topic.conversations > 0);
  const questions = counted.filter((g) => g.topic.kind === 'unanswered');
  const { groups: index, by } = await grouper.group(questions.map((g) => g.question));
  const joined: Group[] = [];
  questions.forEach((g, i) => {
    const n = index[i]!;
    const into = joined[n];
    if (!into) {
      g.topic.key = `unanswered:${n + 1}`;
      joined[n] = g;
      return;
    }
    for (const s of g.sessions) into.sessions.add(s);
    into.topic.conversations = into.sessions.size;
    into.topic.thumbsDown += g.topic.thumbsDown;
    into.topic.handoffs += g.topic.handoffs;
    for (const [reason, n] of Object.entries(g.reasons))
      into.reasons[reason] = (into.reasons[reason] ?? 0) + n;
    for (const e of g.topic.examples) example(into.topic.examples, e);
    for (const e of g.downExamples) example(into.downExamples, e);
    for (const e of g.handoffExamples) example(into.handoffExamples, e);
  });
  return {
    all: [...counted.filter((g) => g.topic.kind !== 'unanswered'), ...joined.filter(Boolean)],
    groupedBy: by,
  };
}
