import { describe, expect, it } from 'vitest';
import { industryBadge, integrationSnippet, sampleQueries } from './presets.ts';

describe('widget demo presets', () => {
  it('maps industries to the three badges', () => {
    expect(industryBadge('real_estate')).toBe('Real Estate');
    expect(industryBadge('fashion_retail')).toBe('Fashion & Retail');
    expect(industryBadge('saas_technology')).toBe('Software & SaaS');
    expect(industryBadge('software')).toBe('Software & SaaS');
  });

  it('turns canned-reply keywords into sample questions that hit them', () => {
    expect(sampleQueries({ 'miami condos': 'x', schedule: 'y', default: 'z' })).toEqual([
      'Do you have Miami condos?',
      'Can I schedule a viewing?',
    ]);
  });

  it('shows the script and its config with token, position, colour and client id', () => {
    const s = integrationSnippet('https://app.example', { domain: 'shop.example', themeColor: '#ff0000' });
    expect(s).toContain('src="https://app.example/widget.js"');
    expect(s).toContain('data-primary-color="#ff0000"');
    expect(s).toContain('"accessToken": "YOUR_ACCESS_TOKEN"');
    expect(s).toContain('"position": "bottom-right"');
    expect(s).toContain('"primaryColor": "#ff0000"');
    expect(s).toContain('"clientId": "demo-shop-example"');
  });
});
