import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHAT_CUSTOMIZATIONS,
  industryLabel,
  industryOption,
  type Client,
} from '../../../contract/clients.ts';
import { DEFAULT_HANDOFF_SETTINGS } from '../../../contract/handoff-settings.ts';
import { DEFAULT_ASSISTANT_SETTINGS } from '../../../contract/assistant-settings.ts';
import { clientFormFrom, formMessageLimit, updateBody } from './client-form.tsx';

const client = (over: Partial<Client>): Client => ({
  id: 'c1',
  clientName: 'Ann Lee',
  businessName: 'Lee Realty',
  domain: 'lee.example',
  plan: 'Premium',
  aiContent: '',
  email: '',
  phone: '',
  industry: '',
  timeZone: 'UTC',
  notes: '',
  messagesUsed: '0',
  messageLimit: 500,
  customMessageLimit: null,
  status: 'Active',
  accessToken: null,
  accessTokenCreatedAt: null,
  testMode: true,
  testAccessToken: null,
  testAccessTokenCreatedAt: null,
  isActive: true,
  isDemo: false,
  retentionDays: null,
  consentMode: false,
  chatCustomizations: {
    ...DEFAULT_CHAT_CUSTOMIZATIONS,
    headerTitle: 'Chat',
    firstMessage: 'Hi',
    themeColor: '#3b82f6',
    position: 'bottom-right',
    showAvatar: true,
    enableTypingIndicator: true,
    enableSoundNotifications: false,
    faqs: [],
    language: 'auto',
    texts: {},
  },
  sampleResponses: null,
  handoff: DEFAULT_HANDOFF_SETTINGS,
  assistant: DEFAULT_ASSISTANT_SETTINGS,
  assistantOptions: { models: [], temperature: false },
  createdAt: 't',
  updatedAt: 't',
  ...over,
});

describe('industry of seeded and typed clients', () => {
  it('reads raw values as the console options and labels', () => {
    expect(industryOption('real_estate')).toBe('Real Estate');
    expect(industryOption('fashion_retail')).toBe('Retail');
    expect(industryOption('saas_technology')).toBe('Technology');
    expect(industryOption('Healthcare')).toBe('Healthcare');
    expect(industryOption('Bakery')).toBe('Other');
    expect(industryOption('')).toBe('');
    expect(industryLabel('real_estate')).toBe('Real Estate');
    expect(industryLabel('craft_beer')).toBe('Craft beer');
  });

  it("fills the edit dialog's Industry select for a seeded client, and keeps a typed one on save", () => {
    const seeded = clientFormFrom(client({ industry: 'real_estate' }));
    expect(seeded.industry).toBe('Real Estate');
    const typed = clientFormFrom(client({ industry: 'Bakery' }));
    expect(updateBody(typed, typed).industry).toBeUndefined();
    expect(updateBody({ ...typed, industry: 'Retail' }, typed).industry).toBe('Retail');
  });
});

describe('monthly limit in the edit dialog', () => {
  it("shows the plan's allowance until a custom limit is typed, and sends only a change", () => {
    const form = clientFormFrom(client({}));
    expect(form.messageLimit).toBe('');
    expect(formMessageLimit(form)).toBe(500);
    expect(formMessageLimit({ ...form, plan: 'Enterprise' })).toBe(1000);
    expect(updateBody(form, form).customMessageLimit).toBeUndefined();
    expect(updateBody({ ...form, messageLimit: '25000' }, form).customMessageLimit).toBe(25000);
    expect(formMessageLimit({ ...form, messageLimit: '25000' })).toBe(25000);
    const custom = clientFormFrom(client({ customMessageLimit: 25000, messageLimit: 25000 }));
    expect(custom.messageLimit).toBe('25000');
    expect(updateBody({ ...custom, messageLimit: '' }, custom).customMessageLimit).toBeNull();
  });
});
