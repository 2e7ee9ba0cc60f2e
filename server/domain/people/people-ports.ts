import type { AvatarType } from '../../../contract/people.ts';

/** A stored profile; `key` names the person: `operator:<username>` or `member:<customer user id>`. */
export interface PersonRecord {
  key: string;
  displayName: string | null;
  avatarId: string | null;
  updatedAt: string;
}

export interface AvatarImage {
  type: AvatarType;
  bytes: Uint8Array;
}

/** Profiles and avatar images, on either store. */
export interface PeopleRepo {
  get(key: string): Promise<PersonRecord | null>;
  saveName(key: string, displayName: string, at: string): Promise<void>;
  /** Replaces the person's avatar (the old image goes with it). */
  saveAvatar(key: string, avatarId: string, image: AvatarImage, at: string): Promise<void>;
  clearAvatar(key: string, at: string): Promise<void>;
  avatar(avatarId: string): Promise<AvatarImage | null>;
}
