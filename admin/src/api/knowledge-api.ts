import type {
  FeedSourceCreate,
  KnowledgeSource,
  SourceUpdate,
  UploadResult,
  WebsiteSourceCreate,
} from '../../../contract/knowledge.ts';
import { apiFormRequest, apiRequest } from './http.ts';

const base = (id: string) => `/api/clients/${encodeURIComponent(id)}/knowledge`;
const source = (id: string, sourceId: string) => `${base(id)}/sources/${encodeURIComponent(sourceId)}`;

/** The knowledge-source calls (websites, uploaded files, data feeds), typed with the contract. */
export const knowledgeApi = {
  update: (id: string, sourceId: string, patch: SourceUpdate) =>
    apiRequest<KnowledgeSource>('PUT', source(id, sourceId), patch),
  sync: (id: string, sourceId: string) => apiRequest<KnowledgeSource>('POST', `${source(id, sourceId)}/sync`),
  remove: (id: string, sourceId: string) => apiRequest<{ ok: true }>('DELETE', source(id, sourceId)),
  removeDocument: (id: string, sourceId: string, documentId: string) =>
    apiRequest<KnowledgeSource>(
      'DELETE',
      `${source(id, sourceId)}/documents/${encodeURIComponent(documentId)}`,
    ),
  crawlWebsite: (id: string, body: WebsiteSourceCreate) =>
    apiRequest<KnowledgeSource>('POST', `${base(id)}/website`, body),
  connectFeed: (id: string, body: FeedSourceCreate) =>
    apiRequest<KnowledgeSource>('POST', `${base(id)}/feeds`, body),
  uploadFiles: (id: string, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return apiFormRequest<UploadResult>(`${base(id)}/files`, form);
  },
};
