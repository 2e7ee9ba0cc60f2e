/** What notifications need from storage: a client's Slack channel and each person's muted kinds. */
import type { NotificationKind } from '../../../contract/events.ts';

export interface SlackSetting {
  clientId: string;
  /** The incoming-webhook URL, sealed with the SecretBox (the URL is its own credential). */
  urlSealed: string | null;
  kinds: NotificationKind[];
  updatedAt: string;
}

/** An operator following a client: where their notices go and which kinds they chose. */
export interface OperatorFollow {
  userId: string;
  clientId: string;
  email: string;
  kinds: NotificationKind[];
  updatedAt: string;
}

export interface NotificationSettingsRepo {
  slack(clientId: string): Promise<SlackSetting | null>;
  setSlack(setting: SlackSetting): Promise<void>;
  /** Every client's Slack channel that is set (the outbox's subscription snapshot). */
  allSlack(): Promise<SlackSetting[]>;
  /** The kinds each person of the client turned off. */
  mutes(clientId: string): Promise<{ userId: string; kind: NotificationKind }[]>;
  setMutes(clientId: string, userId: string, kinds: NotificationKind[]): Promise<void>;
  /** The operators following the client. */
  follows(clientId: string): Promise<OperatorFollow[]>;
  /** Follows (or changes how one follows) a client. */
  setFollow(follow: OperatorFollow): Promise<void>;
  /** False when the operator did not follow the client. */
  unfollow(clientId: string, userId: string): Promise<boolean>;
}
