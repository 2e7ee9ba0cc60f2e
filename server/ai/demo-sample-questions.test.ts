/**
 * The demo pages' sample questions (site/src/demo/presets.ts, one per canned-reply keyword of each demo
 * profile) and the profiles' FAQ questions, asked of their demo client through the builtin provider:
 * each gets an answer, in plain sentences (no markdown syntax), never a decline nor a hedge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleQueries } from '../../site/src/demo/presets.ts';
import { DEMO_PROFILES } from '../seed/demo-profiles.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const MARKDOWN = /\*\*|__|^#{1,6}\s|\|\s*-{3}|\]\(|`|^\s*[-*+]\s/m;

describe('demo sample questions (builtin provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  for (const profile of DEMO_PROFILES) {
    const questions = [
      ...sampleQueries(profile.sampleResponses ?? {}),
      ...profile.faqs.map((f) => f.question),
    ];
    it(`${profile.domain}: answers ${questions.length} sample questions in clean sentences`, async () => {
      const client = (await t.services.clients.list()).find((c) => c.domain === profile.domain);
      expect(client?.testAccessToken).toBeTruthy();
      const bad: string[] = [];
      for (const [i, message] of questions.entries()) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers: { authorization: `Bearer ${client?.testAccessToken}` },
          payload: { message, sessionId: `demo-sample-${profile.domain}-${i}`.replace(/\./g, '-') },
        });
        const reply = String(res.json?.reply ?? '');
        if (
          res.statusCode !== 200 ||
          !reply ||
          /don't have information|^This may help: /.test(reply) ||
          MARKDOWN.test(reply)
        )
          bad.push(`${message} → ${reply}`);
      }
      expect(bad).toEqual([]);
    });
  }
});
