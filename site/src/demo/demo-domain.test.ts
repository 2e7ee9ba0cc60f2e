import { describe, expect, it } from 'vitest';
import { domainFromPath } from './demo-domain.ts';

describe('domainFromPath', () => {
  it('reads the domain from the route, with or without a scheme', () => {
    expect(domainFromPath('/demo')).toBeNull();
    expect(domainFromPath('/demo/')).toBeNull();
    expect(domainFromPath('/demo/chatgenius.ai')).toBe('chatgenius.ai');
    expect(domainFromPath('/demo/ChatGenius.AI/')).toBe('chatgenius.ai');
    expect(domainFromPath('/demo/https://chatgenius.ai')).toBe('chatgenius.ai');
    expect(domainFromPath('/demo/http:/chatgenius.ai/pricing')).toBe('chatgenius.ai');
    expect(domainFromPath('/demo/https%3A%2F%2Fchatgenius.ai')).toBe('chatgenius.ai');
  });
});
