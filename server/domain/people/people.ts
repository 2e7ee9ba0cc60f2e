import { initialsOf, type Profile } from '../../../contract/people.ts';
import { notFound } from '../shared/errors.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import { checkAvatar } from './avatar-image.ts';
import type { AvatarImage, PeopleRepo, PersonRecord } from './people-ports.ts';

/** Who is acting: the profile's key and the login shown only to the team when no name is set. */
export interface Person {
  key: string;
  login: string;
}

/** What visitors see of a person: their display name (null: none set) and avatar path. */
export interface Face {
  name: string | null;
  avatarUrl: string | null;
}

/** The person key of an operator (console) or of a workspace user (one membership). */
export const operatorPerson = (username: string): Person => ({
  key: `operator:${username}`,
  login: username,
});
export const memberPerson = (userId: string, email: string): Person => ({
  key: `member:${userId}`,
  login: email,
});

export const avatarPath = (avatarId: string) => `/api/avatars/${encodeURIComponent(avatarId)}`;

export interface PeopleService {
  profile(person: Person): Promise<Profile>;
  setDisplayName(person: Person, displayName: string): Promise<Profile>;
  setAvatar(person: Person, bytes: Uint8Array): Promise<Profile>;
  removeAvatar(person: Person): Promise<Profile>;
  /** An avatar image by its id (public: visitors' widgets load it); an unknown id is not found. */
  avatar(avatarId: string): Promise<AvatarImage>;
  /** The face visitors see; never the login. */
  face(person: Person): Promise<Face>;
}

export function createPeopleService(deps: { repo: PeopleRepo; clock: Clock; ids: Ids }): PeopleService {
  const { repo, clock, ids } = deps;
  const now = () => clock.now().toISOString();
  const toProfile = (person: Person, r: PersonRecord | null): Profile => ({
    displayName: r?.displayName ?? null,
    avatarUrl: r?.avatarId ? avatarPath(r.avatarId) : null,
    initials: initialsOf(r?.displayName ?? person.login),
  });
  const profile = async (person: Person) => toProfile(person, await repo.get(person.key));
  return {
    profile,
    async setDisplayName(person, displayName) {
      await repo.saveName(person.key, displayName, now());
      return profile(person);
    },
    async setAvatar(person, bytes) {
      const type = checkAvatar(bytes);
      // A new id per image: its URL never changes meaning, so browsers may keep it for good.
      await repo.saveAvatar(person.key, `${ids.sortable()}${ids.randomToken(6)}`, { type, bytes }, now());
      return profile(person);
    },
    async removeAvatar(person) {
      await repo.clearAvatar(person.key, now());
      return profile(person);
    },
    async avatar(avatarId) {
      const image = await repo.avatar(avatarId);
      if (!image) throw notFound('Avatar');
      return image;
    },
    async face(person) {
      const r = await repo.get(person.key);
      return { name: r?.displayName ?? null, avatarUrl: r?.avatarId ? avatarPath(r.avatarId) : null };
    },
  };
}
