import fs from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import {
  buildEmbedScript,
  embedFileContent,
  embedFileName,
  installationSteps,
  PLATFORMS,
  type EmbedMode,
  type Platform,
} from '../../contract/embed-script.ts';
import type { Client } from '../../contract/clients.ts';
import { CliFailure, UsageError } from '../cli-error.ts';
import { contextOf, withExamples } from '../context.ts';
import { choice } from '../options.ts';

/** The console onboarding screen's warnings, word for word, for a client without the needed token. */
function missingTokenWarning(client: Client, mode: EmbedMode): string {
  if (mode === 'production') return 'Access token not generated for this client, go to Clients tab';
  return client.testMode
    ? 'Test access token not generated for this client, go to Clients tab'
    : 'Test mode is off for this client, go to Clients tab';
}

/** Same rule as the console: the test script exists only while test mode is on. */
function tokenFor(client: Client, mode: EmbedMode): string | null {
  return mode === 'production' ? client.accessToken : client.testMode ? client.testAccessToken : null;
}

/** --out may name a file or an existing directory (then the console's download file name is used). */
async function outputPath(out: string, fileName: string): Promise<string> {
  const stat = await fs.stat(out).catch(() => null);
  return stat?.isDirectory() ? path.join(out, fileName) : out;
}

/** --public-url: where customers' browsers reach this Frontdesk (scheme and host, no path needed). */
function publicUrlOption(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--public-url must be an http(s) URL, not '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--public-url must be an http(s) URL, not '${value}'`);
  return value.replace(/\/+$/, '');
}

export function registerEmbed(program: Command): void {
  const platformIds = PLATFORMS.map((p) => p.id);
  withExamples(
    program
      .command('embed')
      .description("Print the client's embed script and installation steps (the console's onboarding screen)")
      .argument('<client>', 'client id or domain')
      .option('--test', 'the test script (test token; works on any domain while test mode is on)')
      .option(
        '--platform <platform>',
        `installation steps for: ${platformIds.join(', ')}`,
        choice(platformIds),
        'custom',
      )
      .option(
        '-o, --out <file>',
        'also write the downloadable HTML file (a directory gets the console file name)',
      )
      .option(
        '--public-url <url>',
        "this Frontdesk's address as customers' browsers reach it (default: $FRONTDESK_PUBLIC_URL)",
      )
      .addHelpText(
        'after',
        '\nThe script loads the widget from --public-url, else FRONTDESK_PUBLIC_URL; without either it falls back\nto http://HOST:PORT and warns on stderr, since such a script works on this machine only.',
      )
      .action(
        async (
          ref: string,
          opts: { test?: boolean; platform: Platform; out?: string; publicUrl?: string },
          command: Command,
        ) => {
          const ctx = contextOf(command);
          const publicUrl = opts.publicUrl ? publicUrlOption(opts.publicUrl) : ctx.config().publicUrl;
          const mode: EmbedMode = opts.test ? 'test' : 'production';
          const client = await ctx.withServices(async (s) =>
            s.clients.get((await s.clients.resolve(ref)).id),
          );
          const token = tokenFor(client, mode);
          if (!token) throw new CliFailure(missingTokenWarning(client, mode));
          // A customer-facing script pointing at this machine's loopback is almost never meant.
          if (!opts.publicUrl && !process.env.FRONTDESK_PUBLIC_URL)
            process.stderr.write(
              `warning: FRONTDESK_PUBLIC_URL is not set, so the script loads the widget from ${publicUrl}, which visitors' browsers cannot reach; pass --public-url https://frontdesk.example.com or set FRONTDESK_PUBLIC_URL\n`,
            );
          const script = buildEmbedScript({
            publicUrl,
            clientId: client.id,
            token,
            mode,
          });
          const steps = installationSteps(opts.platform);
          const fileName = embedFileName(mode, client.businessName);
          const file = opts.out ? await outputPath(opts.out, fileName) : null;
          if (file) await fs.writeFile(file, embedFileContent(script, mode, client.businessName));

          const platformLabel = PLATFORMS.find((p) => p.id === opts.platform)?.label ?? opts.platform;
          const { style } = ctx.out;
          ctx.out.result(
            {
              clientId: client.id,
              businessName: client.businessName,
              mode,
              platform: opts.platform,
              script,
              steps,
              fileName,
              file,
            },
            () =>
              [
                style.bold(
                  `${mode === 'test' ? 'Test' : 'Production'} integration script for ${client.businessName} (${client.domain}):`,
                ),
                '',
                style.cyan(script),
                '',
                style.bold(`Installation on ${platformLabel}:`),
                ...steps.map((step, i) => `  ${i + 1}. ${step}`),
                ...(file ? ['', style.green(`Wrote ${file}`)] : []),
              ].join('\n'),
          );
        },
      ),
    'frontdesk embed adasbooks.com --public-url https://frontdesk.example.com',
    'frontdesk embed adasbooks.com --test --platform shopify',
    'frontdesk embed adasbooks.com --out ./   # writes frontdesk-production-adas-books.html',
  );
}
