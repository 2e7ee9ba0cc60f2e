import type { ChatCustomizations, ClientCreate, ClientUpdate } from '../../../contract/clients.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import type { HandoffSettings } from '../../../contract/handoff-settings.ts';
import { send } from './http.ts';

/** Every clients call, typed by the contract's endpoint table. */
export const clientsApi = {
  create: (body: ClientCreate) => send(api.createClient, {}, body),
  update: (id: string, body: ClientUpdate) => send(api.updateClient, { id }, body),
  customize: (id: string, chatCustomizations: ChatCustomizations) =>
    send(api.updateClient, { id }, { chatCustomizations }),
  handoff: (id: string, handoff: HandoffSettings) => send(api.updateClient, { id }, { handoff }),
  remove: (id: string) => send(api.deleteClient, { id }),
  resetMessages: (id: string) => send(api.resetMessages, { id }),
  resetUsage: (id: string) => send(api.resetUsage, { id }),
  generateToken: (id: string) => send(api.generateToken, { id }),
  revokeToken: (id: string) => send(api.revokeToken, { id }),
  generateTestToken: (id: string) => send(api.generateTestToken, { id }),
  revokeTestToken: (id: string) => send(api.revokeTestToken, { id }),
  toggleTestMode: (id: string, testMode: boolean) => send(api.toggleTestMode, { id }, { testMode }),
  createApiKey: (id: string, name: string) => send(api.createApiKey, { id }, { name }),
  revokeApiKey: (id: string, keyId: string) => send(api.revokeApiKey, { id, keyId }),
};
