import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  type UploadOutcome,
  type UploadResult,
} from '../../../contract/knowledge.ts';
import { DomainError } from '../shared/errors.ts';
import type { DocumentInput, KnowledgeSourceRecord } from './knowledge-sources-ports.ts';
import { featuresOf, type KnowledgeSourcesService } from './knowledge-sources.ts';
import type { ClientRecord } from '../shared/ports.ts';

export interface ExtractedText {
  /** A title the file carries itself (PDF metadata); the file name is used otherwise. */
  title: string | null;
  /** Paragraphs separated by blank lines. */
  text: string;
}

/**
 * Turns an uploaded file into text. Implemented in server/source-fetching/ with the parsing libraries; throws a
 * DomainError whose message names the file when it cannot be used (type, content, size, no text).
 */
export interface TextExtractor {
  extract(file: { name: string; bytes: Uint8Array }): Promise<ExtractedText>;
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface FileUploadsService {
  /**
   * Adds each file as one document of the client's "Uploaded files" source (created on the first upload);
   * a file with the name of an earlier one replaces it. Files that cannot be used are refused one by one.
   */
  upload(clientId: string, files: UploadedFile[]): Promise<UploadResult>;
}

export const UPLOADS_SOURCE_NAME = 'Uploaded files';
const MAX_NAME = 200;

/**
 * The name a file is stored under, and so what a re-upload matches: the last path segment a browser or
 * CLI may send, without control characters, at most 200 characters with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control and bidi characters are what it removes
    .replace(/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+$/, '');
  if (clean.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_NAME - ext.length).trimEnd() + ext;
}

const MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** Uploaded files (Enterprise): text extraction through the port, storage through the sources service. */
export function createFileUploadsService(deps: {
  clients: { record(id: string): Promise<ClientRecord> };
  knowledgeSources: KnowledgeSourcesService;
  extractor: TextExtractor;
  onError?: (err: unknown) => void;
}): FileUploadsService {
  const { clients, extractor } = deps;
  // Not destructured: the composition root may hand it over late (a getter).
  const sources = () => deps.knowledgeSources;
  // One upload per client at a time, so two first uploads never create two sources.
  const queues = new Map<string, Promise<unknown>>();
  const serialized = <T>(clientId: string, run: () => Promise<T>): Promise<T> => {
    const previous = queues.get(clientId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(run);
    queues.set(clientId, next);
    void next
      .catch(() => undefined)
      .finally(() => {
        if (queues.get(clientId) === next) queues.delete(clientId);
      });
    return next;
  };

  const existingSource = async (clientId: string) => {
    const existing = (await sources().list(clientId)).find((s) => s.kind === 'files');
    return existing ? sources().record(clientId, existing.id) : null;
  };
  const uploadsSource = async (client: ClientRecord): Promise<KnowledgeSourceRecord> => {
    const existing = await existingSource(client.id);
    if (existing) return existing;
    try {
      return await sources().create(client, {
        kind: 'files',
        name: UPLOADS_SOURCE_NAME,
        schedule: 'manual',
        settings: {},
      });
    } catch (err) {
      // Another process created it between the look and the insert: use that one.
      const created =
        err instanceof DomainError && err.code === 'conflict' && (await existingSource(client.id));
      if (created) return created;
      throw err;
    }
  };

  const read = async (name: string, file: UploadedFile): Promise<DocumentInput | string> => {
    if (!name) return 'A file without a name was refused';
    if (file.bytes.byteLength > MAX_UPLOAD_BYTES) return `${name} is larger than ${MB} MB`;
    try {
      const { title, text } = await extractor.extract({ name, bytes: file.bytes });
      return { ref: name, title: title ?? name, url: null, body: text };
    } catch (err) {
      if (err instanceof DomainError) return err.message;
      deps.onError?.(err);
      return `${name} could not be read`;
    }
  };

  return {
    async upload(clientId, files) {
      const client = await clients.record(clientId);
      // Checked on every upload, not only when the source is created: a downgraded plan stops uploads.
      if (!featuresOf(client).fileUploads)
        throw new DomainError(
          'plan_feature_unavailable',
          'File uploads are available on the Enterprise plan',
        );
      if (files.length === 0)
        throw new DomainError('validation_failed', 'Choose at least one file to upload', {
          files: 'Choose at least one file to upload',
        });
      if (files.length > MAX_UPLOAD_FILES)
        throw new DomainError('validation_failed', `Upload at most ${MAX_UPLOAD_FILES} files at a time`, {
          files: `Upload at most ${MAX_UPLOAD_FILES} files at a time`,
        });

      return serialized(clientId, async () => {
        let source = await uploadsSource(client);
        const outcomes: UploadOutcome[] = [];
        const seen = new Set<string>();
        // One file at a time: extraction holds a file's text in memory, never twenty at once.
        for (const file of files) {
          const name = sanitizeFileName(file.name);
          const shown = name || 'Unnamed file';
          if (name && seen.has(name)) {
            outcomes.push({
              name: shown,
              status: 'refused',
              error: `${name} was sent twice in one upload; the first copy was kept`,
            });
            continue;
          }
          seen.add(name);
          const doc = await read(name, file);
          if (typeof doc === 'string') {
            outcomes.push({ name: shown, status: 'refused', error: doc });
            continue;
          }
          const result = await sources().addDocuments(clientId, source.id, [doc]);
          outcomes.push({
            name,
            status: result.added ? 'added' : result.updated ? 'updated' : 'unchanged',
            characters: doc.body.length,
          });
          source = { ...source, ...result.source };
        }
        return { source: sources().toWire(source), files: outcomes };
      });
    },
  };
}
