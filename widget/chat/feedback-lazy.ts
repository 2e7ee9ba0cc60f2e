/**
 * The feedback parts (feedback-ui.tsx) as the chat shows them: their code is loaded once a live chat
 * has an assistant reply to rate or a score to ask for, so a preview, the demo and a visitor who never
 * got a reply do not download it.
 */
import type { ChatMessage } from '../../contract/chat.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatController } from './controller.ts';
import { lazyView } from './lazy-view.tsx';

const ui = () => import('./feedback-ui.tsx');
type WithState = { state: ChatState; chat: ChatController };
const replied = ({ state, chat }: WithState) =>
  chat.feedback.enabled && state.messages.some((m) => m.sender === 'ai');

export const ReplyFeedback = lazyView(
  () => ui().then((m) => m.ReplyFeedback),
  ({ m, chat }: { m: ChatMessage; last: boolean } & WithState) => chat.feedback.enabled && m.sender === 'ai',
);

export const EndChat = lazyView(() => ui().then((m) => m.EndChat), replied);

/** The score is asked after the visitor ends the chat or a person hands it back (a system line). */
export const RatingCard = lazyView(
  () => ui().then((m) => m.RatingCard),
  ({ state, chat }: WithState) =>
    chat.feedback.enabled && (state.rating != null || state.messages.some((m) => m.sender === 'system')),
);
