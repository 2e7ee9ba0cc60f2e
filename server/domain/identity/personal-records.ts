import type { Mailer } from '../accounts/customer-accounts-ports.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import type { RecordLookup, RecordOwner } from '../sources/live-data.ts';
import type { EmailCodesRepo, IdentityProofs } from './identity-ports.ts';
import { identityText } from './identity-texts.ts';
import type { Viewer, VisitorIdentityService } from './visitor-identity.ts';

export const CODE_VALID_MS = 10 * 60_000;
export const CODE_TRIES = 5;
/** Codes a session may ask for, and an email may receive, per hour: a guesser cannot flood a buyer. */
export const CODES_PER_HOUR = 3;
/**
 * Codes one client's assistant mails per hour in all: someone trying order numbers from many
 * conversations cannot turn it into a mailer (signed-in visitors, verified by the page, need none).
 */
export const CODES_PER_CLIENT_HOUR = 60;

/** A message that is a code: six digits with a few words around them at most ("it's 123456"). */
const CODE_MESSAGE = /^[^\d#]{0,30}(\d{6})[^\d]{0,30}$/;
/** Words that make six digits an order or other reference rather than the code ("order 123456"). */
const REFERENCE_WORDS = /\b(?:order|invoice|sku|item|listing|ref(?:erence)?|number)\b/i;

export type CodeCheck =
  /** The code was right: the email is proven; `recordRef` is what the visitor asked to see. */
  { proven: true; text: string; recordRef: string } | { proven: false; text: string };

/**
 * Personal records in the conversation: who the viewer is (verified identity + emails proven by code),
 * the code mailed to a record's email when someone else asks for it, and the check of the code the
 * visitor types back. The record itself is only ever released by the record lookup, for its owner.
 */
export interface PersonalRecords {
  viewerOf(clientId: string, sessionId: string): Promise<Viewer>;
  /** This turn's message checked as a code while one is open; null when it is not a code turn. */
  checkCode(clientId: string, sessionId: string, message: string): Promise<CodeCheck | null>;
  /** A record the viewer does not own was asked for: mails a code to its owner (throttled); the reply. */
  challenge(
    client: { id: string; businessName: string },
    sessionId: string,
    reference: string,
  ): Promise<string>;
}

export function createPersonalRecords(deps: {
  identity: Pick<VisitorIdentityService, 'viewerOf'>;
  codes: EmailCodesRepo;
  records: Pick<RecordLookup, 'ownerOf' | 'concealedOwner'>;
  mailer: Mailer;
  proofs: IdentityProofs;
  clock: Clock;
  ids: Ids;
  onMailError?: (err: unknown) => void;
}): PersonalRecords {
  const { codes, proofs, clock } = deps;

  /**
   * The code for an order only a connected store holds, said the same whether or not the order exists
   * and whatever its email: a code row is written either way (one nobody can type when there is no
   * address to mail), so the next message meets the same check, and the mail leaves after the write.
   */
  const concealedChallenge = async (
    client: { id: string; businessName: string },
    sessionId: string,
    reference: string,
    readOwner: () => Promise<RecordOwner | null>,
  ): Promise<string> => {
    const business = client.businessName;
    // Order numbers read as "#1001", as stores write them; a lettered name as it was typed.
    const named = /^\d/.test(reference) ? `#${reference}` : reference;
    const now = clock.now();
    const open = await codes.open(client.id, sessionId, now.toISOString(), CODE_TRIES);
    if (open && open.recordRef === reference)
      return identityText('codeStillOpenIfOrder', { reference: named, business });
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    const [bySession, byClient] = await Promise.all([
      codes.sentSince(client.id, { sessionId }, hourAgo),
      codes.sentSince(client.id, {}, hourAgo),
    ]);
    if (bySession >= CODES_PER_HOUR || byClient >= CODES_PER_CLIENT_HOUR)
      return identityText('throttled', { business });
    let owner: RecordOwner | null;
    try {
      owner = await readOwner();
    } catch {
      return identityText('storeUnreachable', { business });
    }
    // An address mailed its share this hour gets no more: the reply stays the same.
    const email =
      owner?.email && (await codes.sentSince(client.id, { email: owner.email }, hourAgo)) < CODES_PER_HOUR
        ? owner.email
        : null;
    const id = deps.ids.uuid();
    const code = proofs.newCode();
    await codes.create({
      id,
      clientId: client.id,
      sessionId,
      email: email ?? '',
      recordRef: reference,
      // Without an address the stored digest is of no six digits: every try is a wrong code.
      codeDigest: proofs.digest(email ? `${id}:${code}` : `${id}:none:${deps.ids.uuid()}`),
      attempts: 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CODE_VALID_MS).toISOString(),
      provenAt: null,
    });
    if (email)
      void deps.mailer
        .send({
          to: email,
          subject: identityText('mailSubject', { business }),
          text: identityText('mailBody', { business, code, reference: named }),
        })
        .catch((err: unknown) => deps.onMailError?.(err));
    return identityText('codeSentIfOrder', { reference: named, business });
  };

  return {
    viewerOf: (clientId, sessionId) => deps.identity.viewerOf(clientId, sessionId),

    async checkCode(clientId, sessionId, message) {
      const typed = CODE_MESSAGE.exec(message.trim())?.[1];
      if (!typed || REFERENCE_WORDS.test(message)) return null;
      const now = clock.now();
      const open = await codes.open(clientId, sessionId, now.toISOString(), CODE_TRIES);
      if (!open) return null;
      if (!(await codes.attempt(clientId, open.id, CODE_TRIES)))
        return { proven: false, text: identityText('codeSpent') };
      if (proofs.same(proofs.digest(`${open.id}:${typed}`), open.codeDigest)) {
        await codes.prove(clientId, open.id, now.toISOString());
        return { proven: true, text: identityText('codeRight'), recordRef: open.recordRef };
      }
      const left = CODE_TRIES - open.attempts - 1;
      return {
        proven: false,
        text: left > 0 ? identityText('codeWrong', { left }) : identityText('codeSpent'),
      };
    },

    async challenge(client, sessionId, reference) {
      const business = client.businessName;
      const concealed = await deps.records.concealedOwner?.(client.id, reference);
      if (concealed) return concealedChallenge(client, sessionId, reference, concealed);
      const owner = await deps.records.ownerOf(client.id, reference);
      const email = owner?.email ?? null;
      // An order that cannot be mailed about (unknown, or without an email) is answered exactly as one
      // that can: a stand-in row keyed by its reference takes the code's place (the same throttles, the
      // same "already sent", the same tries), nothing is mailed, and no typed code ever matches it.
      const key = email ?? `ref:${reference.toLowerCase()}`;
      const now = clock.now();
      const open = await codes.open(client.id, sessionId, now.toISOString(), CODE_TRIES);
      if (open && open.email === key) return identityText('codeStillOpen');
      const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
      const [bySession, byEmail, byClient] = await Promise.all([
        codes.sentSince(client.id, { sessionId }, hourAgo),
        codes.sentSince(client.id, { email: key }, hourAgo),
        codes.sentSince(client.id, {}, hourAgo),
      ]);
      if (bySession >= CODES_PER_HOUR || byEmail >= CODES_PER_HOUR || byClient >= CODES_PER_CLIENT_HOUR)
        return identityText('throttled', { business });
      const id = deps.ids.uuid();
      const code = proofs.newCode();
      await codes.create({
        id,
        clientId: client.id,
        sessionId,
        email: key,
        recordRef: reference,
        codeDigest: proofs.digest(email ? `${id}:${code}` : `${id}:none:${deps.ids.uuid()}`),
        attempts: 0,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + CODE_VALID_MS).toISOString(),
        provenAt: null,
      });
      // Mailed after the write and not awaited: the reply takes as long whether or not a mail leaves.
      if (email)
        deps.mailer
          .send({
            to: email,
            subject: identityText('mailSubject', { business }),
            text: identityText('mailBody', { business, code, reference }),
          })
          .catch((err: unknown) => deps.onMailError?.(err));
      return identityText('codeSent', { business });
    },
  };
}
