import type { ChatMessage, SessionHandoffState } from '../../contract/chat.ts';
import type { HandoffStateView } from '../../contract/handoff.ts';
import type { WidgetConfig } from '../../contract/widget.ts';
import type { IdentifyRequest, IdentifyResult } from '../../contract/identity.ts';
import { pathTo, widgetEndpoints as api, type Endpoint } from '../../contract/endpoints.ts';
import type { SessionKeys } from './session-key.ts';

const SESSION_KEY_HEADER = 'x-session-key';

/** A failed call with the server's stable code (ErrorBody.code) and, over the limit, its polite reply. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly reply?: string,
    /** On a 400 validation_failed: the first field the server named. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  base: string;
  token?: string;
  /** Console preview: the admin cookie authenticates and `clientId` names the client. */
  preview?: { clientId: string };
  /** The sessions' server-issued secrets (live widget only). */
  keys?: SessionKeys;
}

export type Api = ReturnType<typeof createApi>;

/** The widget's REST calls. Every call carries the publishable token, or the admin cookie in a preview. */
export function createApi(o: ApiOptions) {
  const call = async <T>(
    { method }: Endpoint,
    path: string,
    body?: object,
    byToken = !o.preview,
    sessionId?: string,
  ): Promise<T> => {
    const headers: Record<string, string> = {};
    if (o.token && byToken) headers.authorization = `Bearer ${o.token}`;
    const secret = sessionId && byToken ? o.keys?.get(sessionId) : undefined;
    if (secret) headers[SESSION_KEY_HEADER] = secret;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(o.base + path, {
      method,
      headers,
      body: body ? JSON.stringify(o.preview ? { ...body, clientId: o.preview.clientId } : body) : undefined,
      credentials: byToken ? 'omit' : 'include',
    });
    const issued = res.headers.get(SESSION_KEY_HEADER);
    if (issued && sessionId) o.keys?.set(sessionId, issued);
    const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      const text = typeof data?.error === 'string' ? data.error : res.statusText;
      throw new ApiError(
        res.status,
        typeof data?.code === 'string' ? data.code : 'http_error',
        `${res.status}: ${text}`,
        typeof data?.reply === 'string' ? data.reply : undefined,
        Object.keys((data?.fields as object | undefined) ?? {})[0],
      );
    }
    return data as T;
  };
  return {
    /**
     * A preview reads the config with the signed-in cookie: a live token works only from the client's
     * own website, and a preview must show that client's look, live or test.
     */
    config: () =>
      o.preview
        ? call<WidgetConfig>(
            api.previewConfig,
            pathTo(api.previewConfig, {}, { clientId: o.preview.clientId }),
            undefined,
            false,
          )
        : call<WidgetConfig>(api.widgetConfig, pathTo(api.widgetConfig), undefined, true),
    /** A session the server has never seen is 404: for the widget that is simply "no messages yet". */
    async messages(sessionId: string, after?: string): Promise<ChatMessage[]> {
      try {
        return (
          await call<{ messages: ChatMessage[] }>(
            api.messages,
            pathTo(api.messages, { sessionId }, { after, clientId: o.preview?.clientId }),
            undefined,
            !o.preview,
            sessionId,
          )
        ).messages;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return [];
        throw e;
      }
    },
    postMessage: (body: {
      message: string;
      sender: 'user' | 'ai';
      sessionId: string;
      clientMessageId?: string;
      /** On an FAQ preset answer: the id of the visitor's question message it answers. */
      replyTo?: string;
    }) => call<ChatMessage>(api.postMessage, pathTo(api.postMessage), body, !o.preview, body.sessionId),
    /** Without a socket: the "Talk to a person" action. */
    requestHandoff: (sessionId: string) =>
      call<SessionHandoffState>(
        api.requestHandoff,
        pathTo(api.requestHandoff),
        { sessionId },
        true,
        sessionId,
      ),
    /** Without a socket: who answers the session, and whether the operator is typing. */
    handoffState: (sessionId: string) =>
      call<HandoffStateView>(
        api.handoffState,
        pathTo(api.handoffState, { sessionId }),
        undefined,
        true,
        sessionId,
      ),
    /** Without a socket: the visitor is (not) typing (a hint for the operator; 204, no body). */
    typing: (sessionId: string, typing: boolean) =>
      call<null>(api.typing, pathTo(api.typing), { sessionId, typing }, true, sessionId),
    /** A thumbs on an assistant reply (the last one given counts). */
    feedback: (body: {
      sessionId: string;
      messageId: string;
      rating: 'up' | 'down';
      reason?: string;
      comment?: string;
    }) => call<null>(api.feedback, pathTo(api.feedback), body, true, body.sessionId),
    /** The 1–5 score of the conversation. */
    rating: (body: { sessionId: string; score: number }) =>
      call<null>(api.rating, pathTo(api.rating), body, true, body.sessionId),
    /** The pre-chat form's answers (a lead of the session; the session may not exist yet). */
    preChat: (body: {
      sessionId: string;
      name?: string;
      email: string;
      consent?: boolean;
      language: string;
    }) => call<{ ok: true }>(api.preChat, pathTo(api.preChat), body, !o.preview, body.sessionId),
    /** `messageId`: the stored visitor message to answer (the id POST /api/chat/messages returned). */
    aiResponse: (body: { message: string; sessionId: string; messageId?: string; clientContext?: object }) =>
      call<ChatMessage>(api.aiResponse, pathTo(api.aiResponse), body, !o.preview, body.sessionId),
    /** The visitor's Confirm or Cancel on an action's card; the answer holds the reply that says it. */
    decideCard: (sessionId: string, cardId: string, decision: 'confirm' | 'cancel') =>
      call<{ outcome: string; message: ChatMessage }>(
        api.decideActionCard,
        pathTo(api.decideActionCard, { cardId, decision }),
        { sessionId },
        !o.preview,
        sessionId,
      ),
    /** The page's `Frontdesk.identify`: who the visitor is, with the proof the page's server made. */
    identify: (body: IdentifyRequest) =>
      call<IdentifyResult>(api.identify, pathTo(api.identify), body, true, body.sessionId),
    /** On page unload only a beacon gets out; it cannot carry headers, so the token rides in the body. */
    endSession(sessionId: string, beacon: boolean): void {
      const url = o.base + pathTo(api.endSession, { sessionId });
      const payload = JSON.stringify(
        o.preview ? { clientId: o.preview.clientId } : { token: o.token, sessionKey: o.keys?.get(sessionId) },
      );
      if (beacon && !o.preview && navigator.sendBeacon?.(url, new Blob([payload], { type: 'text/plain' })))
        return;
      fetch(url, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: payload,
        credentials: o.preview ? 'include' : 'omit',
      }).catch(() => {});
    },
  };
}
