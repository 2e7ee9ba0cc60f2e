import { consoleEndpoints as api, pathTo } from '../../../contract/endpoints.ts';
import type {
  FeedSourceCreate,
  SourceUpdate,
  UploadResult,
  WebsiteSourceCreate,
} from '../../../contract/knowledge.ts';
import type { ShopifySourceCreate } from '../../../contract/shopify.ts';
import { apiFormRequest, send } from './http.ts';

/** The knowledge-source calls (websites, uploaded files, data feeds), typed by the endpoint table. */
export const knowledgeApi = {
  update: (id: string, sourceId: string, patch: SourceUpdate) =>
    send(api.updateSource, { id, sourceId }, patch),
  sync: (id: string, sourceId: string) => send(api.syncSource, { id, sourceId }),
  remove: (id: string, sourceId: string) => send(api.deleteSource, { id, sourceId }) as Promise<{ ok: true }>,
  removeDocument: (id: string, sourceId: string, documentId: string) =>
    send(api.deleteDocument, { id, sourceId, documentId }),
  crawlWebsite: (id: string, body: WebsiteSourceCreate) => send(api.crawlWebsite, { id }, body),
  connectFeed: (id: string, body: FeedSourceCreate) => send(api.connectFeed, { id }, body),
  connectShopify: (id: string, body: ShopifySourceCreate) => send(api.connectShopify, { id }, body),
  uploadFiles: (id: string, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return apiFormRequest<UploadResult>(pathTo(api.uploadFiles, { id }), form);
  },
};
