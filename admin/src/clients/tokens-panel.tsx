import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { SwitchField } from '../ui/switch-field.tsx';
import { TokenRow } from './token-row.tsx';
import { useClientAction } from './use-client-action.ts';

type Toast = { title: string; description?: string };

/** What the token controls say, worded for who reads them (an operator, or the business itself). */
export interface TokenTexts {
  generated: Toast;
  revoked: Toast;
  testGenerated: Toast;
  testRevoked: Toast;
  testModeOn: Toast;
  testModeOff: Toast;
  failures: { generate: string; revoke: string; generateTest: string; revokeTest: string; testMode: string };
  testModeLabel: string;
  testModeDescription: string;
}

export const operatorTokenTexts: TokenTexts = {
  generated: { title: 'Access token generated', description: 'The new access token is ready to use.' },
  revoked: { title: 'Access token revoked', description: 'The access token no longer works.' },
  testGenerated: {
    title: 'Test access token generated',
    description: 'The new test access token is ready to use.',
  },
  testRevoked: { title: 'Test access token revoked', description: 'The test access token no longer works.' },
  testModeOn: { title: 'Test mode enabled', description: 'Test tokens now work on any domain.' },
  testModeOff: { title: 'Test mode disabled', description: 'Only the production token works now.' },
  failures: {
    generate: 'Failed to generate access token. Please try again.',
    revoke: 'Failed to revoke access token. Please try again.',
    generateTest: 'Failed to generate test access token. Please try again.',
    revokeTest: 'Failed to revoke test access token. Please try again.',
    testMode: 'Failed to toggle test mode. Please try again.',
  },
  testModeLabel: 'Test Mode',
  testModeDescription: 'While on, the test token skips the domain check (for staging and local sites).',
};

export const businessTokenTexts: TokenTexts = {
  generated: {
    title: 'Access token generated',
    description: 'Copy the new script: the old token stops working.',
  },
  revoked: { title: 'Access token revoked', description: 'Your website script no longer works.' },
  testGenerated: {
    title: 'Test token generated',
    description: 'It works on any website while test mode is on.',
  },
  testRevoked: { title: 'Test token revoked', description: 'The test token no longer works.' },
  testModeOn: { title: 'Test mode on', description: 'The test token works on any website.' },
  testModeOff: { title: 'Test mode off', description: 'Only your website’s token works now.' },
  failures: {
    generate: 'Could not generate the token. Please try again.',
    revoke: 'Could not revoke the token. Please try again.',
    generateTest: 'Could not generate the test token. Please try again.',
    revokeTest: 'Could not revoke the test token. Please try again.',
    testMode: 'Could not change test mode. Please try again.',
  },
  testModeLabel: 'Test mode',
  testModeDescription:
    'While on, the test token works on any website (staging, your laptop) and your assistant is not live.',
};

/** A client's live token, the test-mode switch, and the test token while test mode is on. */
export function TokensPanel({ client, texts }: { client: Client; texts: TokenTexts }) {
  const generate = useClientAction(clientsApi.generateToken, {
    success: texts.generated,
    failure: texts.failures.generate,
  });
  const revoke = useClientAction(clientsApi.revokeToken, {
    success: texts.revoked,
    failure: texts.failures.revoke,
  });
  const generateTest = useClientAction(clientsApi.generateTestToken, {
    success: texts.testGenerated,
    failure: texts.failures.generateTest,
  });
  const revokeTest = useClientAction(clientsApi.revokeTestToken, {
    success: texts.testRevoked,
    failure: texts.failures.revokeTest,
  });
  const toggle = useClientAction((on: boolean) => clientsApi.toggleTestMode(client.id, on), {
    success: (c) => (c.testMode ? texts.testModeOn : texts.testModeOff),
    failure: texts.failures.testMode,
  });
  const busy =
    generate.isPending ||
    revoke.isPending ||
    generateTest.isPending ||
    revokeTest.isPending ||
    toggle.isPending;
  return (
    <div className="space-y-4">
      <TokenRow
        label="Access Token"
        token={client.accessToken}
        createdAt={client.accessTokenCreatedAt}
        busy={busy}
        onGenerate={() => generate.mutate(client.id)}
        onRevoke={() => revoke.mutate(client.id)}
      />
      <div className="rounded-md border border-slate-200 p-3">
        <SwitchField
          label={texts.testModeLabel}
          description={texts.testModeDescription}
          checked={client.testMode}
          disabled={toggle.isPending}
          onCheckedChange={() => toggle.mutate(!client.testMode)}
        />
      </div>
      {client.testMode && (
        <TokenRow
          label="Test Access Token"
          token={client.testAccessToken}
          createdAt={client.testAccessTokenCreatedAt}
          busy={busy}
          onGenerate={() => generateTest.mutate(client.id)}
          onRevoke={() => revokeTest.mutate(client.id)}
        />
      )}
    </div>
  );
}
