import { ActionCardDecision, ActionCardParams, DecideActionCard } from '../../../contract/actions.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { chatAccessOf, WIDGET_CORS } from '../chat-request.ts';
import { defineRoute } from '../define-route.ts';

const responses = {
  200: ActionCardDecision,
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/**
 * The visitor's Confirm and Cancel on an action's card: the widget token, the Origin rule and the
 * session key as for messages (or the console's preview, by cookie and clientId); the card must be
 * this session's (else 404), pending and unexpired.
 */
export const actionCardRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/chat/action-cards/{cardId}/{decision}',
    summary:
      "The visitor's decision on an action's card: confirm runs it once and the reply says the result; cancel calls nothing",
    tag: 'chat',
    auth: 'public',
    params: ActionCardParams,
    body: DecideActionCard,
    options: { cors: WIDGET_CORS },
    responses,
    handler: async ({ params, body, request }) => {
      const access = await chatAccessOf(s, request, { clientId: body.clientId });
      const caller = await s.chat.resolveSession(access, body.sessionId);
      return s.actionCards.decide(caller, body.sessionId, params.cardId, params.decision);
    },
  }),
];
