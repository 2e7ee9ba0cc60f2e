import type {
  ApiKeyCreated,
  ChatCustomizations,
  Client,
  ClientCreate,
  ClientUpdate,
} from '../../../contract/clients.ts';
import type { HandoffSettings } from '../../../contract/handoff-settings.ts';
import { apiRequest } from './http.ts';

const base = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

/** Every clients call of SPEC §7, typed with the contract. */
export const clientsApi = {
  create: (body: ClientCreate) => apiRequest<Client>('POST', '/api/clients', body),
  update: (id: string, body: ClientUpdate) => apiRequest<Client>('PUT', base(id), body),
  customize: (id: string, chatCustomizations: ChatCustomizations) =>
    apiRequest<Client>('PUT', base(id), { chatCustomizations }),
  handoff: (id: string, handoff: HandoffSettings) => apiRequest<Client>('PUT', base(id), { handoff }),
  remove: (id: string) => apiRequest<unknown>('DELETE', base(id)),
  resetMessages: (id: string) => apiRequest<unknown>('POST', `${base(id)}/reset-messages`),
  resetUsage: (id: string) => apiRequest<Client>('POST', `${base(id)}/reset-usage`),
  generateToken: (id: string) => apiRequest<Client>('POST', `${base(id)}/generate-token`),
  revokeToken: (id: string) => apiRequest<Client>('POST', `${base(id)}/revoke-token`),
  generateTestToken: (id: string) => apiRequest<Client>('POST', `${base(id)}/generate-test-token`),
  revokeTestToken: (id: string) => apiRequest<Client>('POST', `${base(id)}/revoke-test-token`),
  toggleTestMode: (id: string, testMode: boolean) =>
    apiRequest<Client>('POST', `${base(id)}/toggle-test-mode`, { testMode }),
  createApiKey: (id: string, name: string) =>
    apiRequest<ApiKeyCreated>('POST', `${base(id)}/api-keys`, { name }),
  revokeApiKey: (id: string, keyId: string) =>
    apiRequest<unknown>('DELETE', `${base(id)}/api-keys/${encodeURIComponent(keyId)}`),
};
