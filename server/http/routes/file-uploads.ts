import type { Readable } from 'node:stream';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_REQUEST_BYTES,
  UPLOAD_EXTENSIONS,
  UploadResult,
} from '../../../contract/knowledge.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { UploadedFile } from '../../domain/sources/index.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const MB = (n: number) => Math.round(n / (1024 * 1024));

type FilePart = Readable & { hapi?: { filename?: string } };

/** The parts named `files` of a parsed multipart body, read back into bytes. */
export async function filesOf(payload: unknown): Promise<UploadedFile[]> {
  if (!payload || typeof payload !== 'object' || !Object.hasOwn(payload, 'files')) return [];
  const value = (payload as { files: unknown }).files;
  const parts = Array.isArray(value) ? value : [value];
  const files: UploadedFile[] = [];
  for (const part of parts) {
    // A part without a filename arrives as a plain form field (a string), not a file.
    const filename = (part as FilePart | null)?.hapi?.filename;
    if (typeof filename !== 'string' || typeof (part as FilePart).read !== 'function')
      throw new DomainError('validation_failed', 'Each part named "files" must be a file', {
        files: 'Each part named "files" must be a file',
      });
    const bytes = Buffer.concat((await (part as FilePart).toArray()) as Buffer[]);
    // What a browser sends for a file input left empty.
    if (filename === '' && bytes.length === 0) continue;
    files.push({ name: filename, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  }
  return files;
}

/** Payload errors in words that fit an upload (the server's defaults speak of JSON). */
export function payloadFailed(_request: Request, _h: ResponseToolkit, err?: Error): never {
  const boom = err as (Error & { output?: { statusCode: number }; data?: unknown }) | undefined;
  const inner = boom?.data as { output?: { statusCode: number }; message?: string } | undefined;
  const status = boom?.output?.statusCode;
  if (status === 413 || inner?.output?.statusCode === 413)
    throw new DomainError(
      'payload_too_large',
      `The upload is larger than ${MB(MAX_UPLOAD_REQUEST_BYTES)} MB in all; upload fewer files at a time`,
    );
  if (status === 415)
    throw new DomainError(
      'unsupported_media_type',
      'Upload files as multipart/form-data, in parts named "files"',
    );
  if (/maximum parts/i.test(inner?.message ?? ''))
    throw new DomainError('validation_failed', `Upload at most ${MAX_UPLOAD_FILES} files at a time`, {
      files: `Upload at most ${MAX_UPLOAD_FILES} files at a time`,
    });
  throw new DomainError('bad_request', 'The upload could not be read (malformed multipart body)');
}

/** Uploaded files (Enterprise): the one route that takes multipart instead of JSON. */
export const fileUploadRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/knowledge/files',
    summary: `Upload files (Enterprise; ${UPLOAD_EXTENSIONS.join(', ')}; up to ${MAX_UPLOAD_FILES} files of ${MB(MAX_UPLOAD_BYTES)} MB): each becomes a document of the client's "Uploaded files" source; a file with an earlier file's name replaces it`,
    tag: 'knowledge',
    auth: 'admin',
    params: IdParams,
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              files: {
                type: 'array',
                items: { type: 'string', format: 'binary' },
                maxItems: MAX_UPLOAD_FILES,
                description: 'One part per file, each with its file name',
              },
            },
            required: ['files'],
          },
        },
      },
    },
    responses: {
      201: UploadResult,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      413: ErrorBody,
      415: ErrorBody,
    },
    options: {
      // Cross-site requests are still refused before this (onPreAuth in admin-session.ts), whatever
      // the media type: a multipart form is exactly what another site could post without asking.
      payload: {
        allow: ['multipart/form-data'],
        output: 'data',
        parse: true,
        // Streams keep each file's bytes as sent; 'data' would decode text/* parts into strings.
        multipart: { output: 'stream' },
        maxBytes: MAX_UPLOAD_REQUEST_BYTES,
        maxParts: MAX_UPLOAD_FILES * 2,
        timeout: 120_000,
        failAction: payloadFailed,
      },
    },
    // No files is refused by the service, after the client and plan checks (404, 403 come first).
    handler: async ({ params, request, h }) =>
      h.response(await s.fileUploads.upload(params.id, await filesOf(request.payload))).code(201),
  }),
];
