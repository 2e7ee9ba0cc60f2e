import { buildEmbedScript } from '../../../contract/embed-script.ts';

/** Display helpers for the /widget-demo presets. */

/** The industry badge reads Real Estate, Fashion & Retail or Software & SaaS. */
export function industryBadge(industry: string): string {
  if (/real.?estate/i.test(industry)) return 'Real Estate';
  if (/fashion|retail/i.test(industry)) return 'Fashion & Retail';
  return 'Software & SaaS';
}

const QUESTIONS: Record<string, string> = {
  pricing: 'What are your pricing plans?',
  integrations: 'Which integrations do you support?',
  demo: 'Can I book a demo?',
  size: 'What sizes do you carry?',
  properties: 'What properties do you have available?',
  'miami condos': 'Do you have Miami condos?',
  schedule: 'Can I schedule a viewing?',
  'sustainable dress': 'Do you sell a sustainable dress?',
  'organic cotton': 'Is your organic cotton certified?',
};

/** One sample question per keyword of the profile's canned replies. */
export function sampleQueries(sampleResponses: Record<string, string>): string[] {
  return Object.keys(sampleResponses)
    .filter((k) => k !== 'default')
    .map((k) => QUESTIONS[k] ?? `Tell me about ${k}`);
}

/** The integration example: the embed line plus the settings it carries. */
export function integrationSnippet(origin: string, p: { domain: string; themeColor: string }): string {
  const clientId = `demo-${p.domain.replace(/[^a-z0-9]+/gi, '-')}`;
  const settings = { token: 'YOUR_ACCESS_TOKEN', position: 'bottom-right', primaryColor: p.themeColor };
  return [
    buildEmbedScript({ publicUrl: origin, clientId, ...settings, multiline: true }),
    '',
    '<!-- The same settings as a config object: -->',
    JSON.stringify(
      { accessToken: settings.token, position: settings.position, primaryColor: p.themeColor, clientId },
      null,
      2,
    ),
  ].join('\n');
}
