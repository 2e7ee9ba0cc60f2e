import type { ActionCard, ClientContext, MessageMetadata, Source } from '../../../contract/chat.ts';
import type { AnswerProvider, AnswerRequest, AnswerUsage, ChatRepo } from '../chat/chat-ports.ts';
import { fallbackReply, searchQuery } from './assistant-fallback.ts';
import type { KnowledgeService } from './retrieval.ts';
import type { RecordLookup } from '../sources/live-data.ts';
import { matchFaq } from './faq-match.ts';
import { parseQuestion } from './parsed-question.ts';
import type { ClientRecord, Clock } from '../shared/ports.ts';
import type { PersonalRecords } from '../identity/personal-records.ts';
import type { ActionTools } from '../actions/action-toolbox.ts';
import type { ActionConversation } from '../actions/action-conversation.ts';
import { identityText } from '../identity/identity-texts.ts';
import { liveDataAnswer } from './builtin-live-data.ts';
import type { LanguageCode } from '../../../contract/languages.ts';
import { type AssistantPolicy, effectiveAssistant, NO_MODEL_CHOICE } from '../clients/assistant-settings.ts';
import { greetingIn } from './greeting.ts';

const HISTORY_TURNS = 10;
const PASSAGES = 5;

export interface AssistantInput {
  client: ClientRecord;
  sessionId: string;
  question: string;
  /** The stored visitor message being answered (left out of the history). */
  questionId: string;
  /** Admin previews only: the console's view of the business, trusted because an operator sent it. */
  context?: ClientContext;
  /** The visitor's language as the conversation knows it (null until a message told it). */
  language?: LanguageCode | null;
  signal: AbortSignal;
}

export type AssistantEvent =
  | { type: 'delta'; text: string }
  | {
      type: 'final';
      text: string;
      metadata: MessageMetadata;
      sources: Source[];
      usage: AnswerUsage | null;
      interrupted: boolean;
    };

export interface Assistant {
  /** Streams an answer grounded in the client's knowledge; ends with one `final` event, also when aborted. */
  answer(input: AssistantInput): AsyncGenerator<AssistantEvent>;
}

/** A reply the assistant gives itself (about proving who one is), not the provider's. */
async function* fixedReply(
  reply: { text: string; sources: Source[]; card?: ActionCard },
  responseType = 'verification',
): AsyncGenerator<AssistantEvent> {
  yield { type: 'delta', text: reply.text };
  const metadata: MessageMetadata = { model: 'builtin', responseType, sources: reply.sources };
  if (reply.card) metadata.actionCard = reply.card;
  yield {
    type: 'final',
    text: reply.text,
    metadata,
    sources: reply.sources,
    usage: null,
    interrupted: false,
  };
}

/**
 * The assistant: curated FAQ answers first, then retrieval over the client's own index, then the
 * configured provider with the passages as data. Only ever reads the knowledge of `input.client`.
 */
export function createAssistant(deps: {
  chats: ChatRepo;
  knowledge: KnowledgeService;
  provider: AnswerProvider;
  /** Feed records (orders, products, listings), looked up for the asking client only. */
  records?: RecordLookup;
  /**
   * Personal records (orders): who the session's visitor is proven to be, the code mailed to a record's
   * owner and its check. Without it every personal record stays locked.
   */
  personal?: PersonalRecords;
  /** The client's actions, offered to a model as tools (the builtin answerer does not call them). */
  actions?: ActionTools;
  /** Without a model: the action a question matches, its missing parameters asked for in turn. */
  actionConversation?: ActionConversation;
  /** Answers when the provider fails before its first token (the builtin answerer behind a model). */
  fallback?: AnswerProvider;
  clock?: Clock;
  /** A model gets every passage when the whole knowledge fits this many tokens (0 or absent: never). */
  wholeKnowledgeTokens?: number;
  /** Where a provider failure that the fallback covered is reported (the server log). */
  onFallback?: (failure: unknown) => void;
  /** Which plans may pick the model and temperature (default: none). */
  assistantPolicy?: AssistantPolicy;
}): Assistant {
  const { chats, knowledge, provider } = deps;
  return {
    async *answer(input) {
      const { client, context } = input;
      const personal = deps.personal;
      // A code typed back for a personal record is checked before anything reads the question.
      const code = await personal?.checkCode(client.id, input.sessionId, input.question);
      if (code) {
        let text = code.text;
        let sources: Source[] = [];
        // A right code: the record it was asked for, now that its owner is proven.
        if (code.proven && personal && deps.records) {
          const viewer = await personal.viewerOf(client.id, input.sessionId);
          const r = await deps.records.lookup(client.id, code.recordRef, viewer);
          const said =
            r && !('locked' in r) ? liveDataAnswer({ kind: 'record', record: r }, client.businessName) : null;
          if (said) {
            text = `${text}\n\n${said.text}`;
            sources = said.sources;
          }
        }
        yield* fixedReply({ text, sources });
        return;
      }
      // Read once: the FAQ match, retrieval and the answerer all judge by this reading.
      const parsed = parseQuestion(input.question, client.businessName);
      const liveData = await deps.records?.access(
        client.id,
        input.question,
        personal && (() => personal.viewerOf(client.id, input.sessionId)),
      );
      const match = liveData?.match;
      // A person's record asked for by someone not proven to be them: the code, not the record (row 49).
      if (match?.kind === 'locked') {
        yield* fixedReply({
          text: personal
            ? await personal.challenge(client, input.sessionId, match.reference)
            : identityText('cannotConfirm', { business: client.businessName }),
          sources: [],
        });
        return;
      }
      // Without a model, an action the question matches (or the one waiting for this answer) replies.
      const acted =
        provider.name === 'builtin' && match?.kind !== 'record' && !context
          ? await deps.actionConversation?.reply(client, input.sessionId, input.question, input.signal)
          : null;
      if (acted) {
        yield* fixedReply(acted, 'action');
        return;
      }
      if (liveData && personal)
        liveData.confirm = (reference) => personal.challenge(client, input.sessionId, reference);
      const key = context
        ? await knowledge.previewKey(client, context)
        : await knowledge.ensureIndexed(client);
      // A question naming an existing record ("order #10234") is about that record, not a general FAQ;
      // the FAQs are read in the knowledge's language, as the index is.
      const faq =
        match?.kind === 'record'
          ? null
          : matchFaq(parsed, client.chatCustomizations.faqs, knowledge.language(key));
      if (faq) {
        yield { type: 'delta', text: faq.answer };
        const sources: Source[] = [{ title: faq.question, url: null, kind: 'faq' }];
        yield {
          type: 'final',
          text: faq.answer,
          metadata: { model: 'faq-match', responseType: 'faq_match', sources },
          sources,
          usage: null,
          interrupted: false,
        };
        return;
      }
      const history = (
        provider.needsHistory === false
          ? []
          : await chats.recent(client.id, input.sessionId, HISTORY_TURNS + 1)
      )
        .filter((m) => m.id !== input.questionId && m.message)
        .map((m) => ({ sender: m.sender, message: m.message }));
      // A model reads a small business's whole knowledge: nothing can then be missed by retrieval.
      const whole =
        provider.name !== 'builtin' && deps.wholeKnowledgeTokens
          ? await knowledge.whole(key, deps.wholeKnowledgeTokens)
          : null;
      const retrieve = async () => {
        const query = await searchQuery(provider, history, input.question, input.signal);
        // The question as read, unless a model rewrote it as a standalone query.
        return knowledge.search(key, query === input.question ? parsed : query, PASSAGES);
      };
      const passages = whole ?? (await retrieve());
      const name = context?.businessName ?? client.businessName;
      let text = '';
      let final: Extract<AssistantEvent, { type: 'final' }> | null = null;
      const request: AnswerRequest = {
        business: {
          name,
          domain: context?.domain ?? client.domain,
          industry: context?.industry ?? client.industry,
        },
        question: input.question,
        // A preview may name the business differently, and the name's words are read as weak.
        parsed: name === parsed.businessName ? parsed : parseQuestion(input.question, name),
        history,
        passages,
        sampleResponses: client.sampleResponses,
        searchKnowledge: (q) => knowledge.search(key, q, PASSAGES),
        liveData,
        actions:
          provider.name === 'openai'
            ? ((await deps.actions?.forTurn(client, input.sessionId)) ?? undefined)
            : undefined,
        timeZone: client.timeZone,
        now: deps.clock?.now(),
        assistant: effectiveAssistant(client, deps.assistantPolicy ?? NO_MODEL_CHOICE),
        language: { visitor: input.language ?? null, knowledge: knowledge.language(key) },
        handoffAvailable: client.handoff?.enabled ?? false,
        greeting: greetingIn(client.chatCustomizations, input.language ?? knowledge.language(key)),
        signal: input.signal,
      };
      const events = provider.answer(request);
      const started = deps.clock?.now().getTime();
      let firstTokenMs: number | undefined;
      let failure: unknown = null;
      try {
        for await (const e of events) {
          if (e.type === 'delta') {
            if (text === '' && started !== undefined) firstTokenMs = deps.clock!.now().getTime() - started;
            text += e.text;
            yield e;
          } else {
            const metadata: MessageMetadata = {
              model: e.model,
              responseType: e.responseType,
              sources: e.sources,
            };
            if (firstTokenMs !== undefined && provider.name !== 'builtin')
              metadata.firstTokenMs = firstTokenMs;
            if (e.usage)
              Object.assign(metadata, {
                promptTokens: e.usage.promptTokens,
                completionTokens: e.usage.completionTokens,
              });
            final = {
              type: 'final',
              text,
              metadata,
              sources: e.sources,
              usage: e.usage ?? null,
              interrupted: false,
            };
          }
        }
      } catch (err) {
        failure = err;
      }
      if (final && !failure) {
        // A change the model proposed rides on its reply as the visitor's confirm/cancel card.
        const card = request.actions?.card();
        if (card) final.metadata.actionCard = card;
        yield final;
        return;
      }
      if (!input.signal.aborted && text === '') {
        // Nothing reached the visitor yet: the fallback answers instead of an error.
        const searched = whole ? await knowledge.search(key, parsed, PASSAGES) : passages;
        yield* fallbackReply(deps.fallback, { ...request, passages: searched }, failure, deps.onFallback);
        return;
      }
      // A reply cut short (the visitor left, or the model's stream dropped) keeps what was said so far.
      const metadata: MessageMetadata = {
        ...(final?.metadata ?? { model: provider.name, responseType: 'interrupted' }),
        interrupted: true,
      };
      yield {
        type: 'final',
        text,
        metadata,
        sources: final?.sources ?? [],
        usage: final?.usage ?? null,
        interrupted: true,
      };
    },
  };
}
