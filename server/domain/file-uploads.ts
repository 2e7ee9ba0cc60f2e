import type { UploadResult } from '../../contract/knowledge.ts';

/** File uploads (Enterprise): reads each file's text into the client's "Uploaded files" source. */
export interface FileUploadsService {
  upload(clientId: string, files: { name: string; bytes: Uint8Array }[]): Promise<UploadResult>;
}
