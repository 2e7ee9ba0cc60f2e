import { Command, Option } from 'commander';
import { registerAdmin } from './commands/admin.ts';
import { registerAssistant } from './commands/assistant.ts';
import { registerBilling } from './commands/billing.ts';
import { registerAudit } from './commands/audit.ts';
import { registerChat } from './commands/chat.ts';
import { registerClients } from './commands/clients.ts';
import { registerDb } from './commands/db.ts';
import { registerEmbed } from './commands/embed.ts';
import { registerHandoff } from './commands/handoff.ts';
import { registerIdentity } from './commands/identity.ts';
import { registerInsights } from './commands/insights.ts';
import { registerKeys } from './commands/keys.ts';
import { registerKnowledge } from './commands/knowledge.ts';
import { registerServe } from './commands/serve.ts';
import { registerTokens } from './commands/tokens.ts';
import { registerUsage } from './commands/usage.ts';
import { registerFigures } from './commands/figures.ts';
import { registerUsers } from './commands/users.ts';
import { registerQuality } from './commands/quality.ts';
import { registerWebhooks } from './commands/webhooks.ts';
import { registerExport } from './commands/export.ts';
import { registerPrivacy } from './commands/privacy.ts';
import { registerActions } from './commands/actions.ts';
import { packageVersion } from '../server/package-root.ts';

const version = packageVersion();

/**
 * The command tree. Settings made here before the commands are added (exit override, help layout)
 * are inherited by every subcommand.
 */
export function createProgram(opts: { quietErrors?: boolean } = {}): Command {
  const program = new Command('frontdesk')
    .description(
      'Operate Frontdesk from a terminal, on the same data directory and services as the server (running or not).',
    )
    .version(version, '-V, --version')
    .option(
      '--data-dir <dir>',
      'data directory holding frontdesk.sqlite unless $FRONTDESK_DATABASE_URL is set (default: $FRONTDESK_DATA_DIR or ./data)',
    )
    .option(
      '--json',
      'print exactly one JSON document, for scripts; a field list (--json id,domain,plan) keeps only those fields; errors go to stderr as JSON',
    )
    .addOption(new Option('--json-fields <fields>', 'fields for --json').hideHelp())
    .exitOverride()
    .showHelpAfterError(opts.quietErrors ? false : '(add --help for usage)')
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false });
  if (opts.quietErrors) program.configureOutput({ outputError: () => undefined });
  program.addHelpText(
    'after',
    '\nExit codes: 0 success, 1 the operation failed (reason on stderr), 2 bad usage.\n\nExamples:\n  $ frontdesk clients list\n  $ frontdesk --data-dir /srv/frontdesk usage show --json\n  $ frontdesk chat adasbooks.com --test --message "What are your opening hours?"\n',
  );
  registerServe(program);
  registerDb(program);
  registerAdmin(program);
  registerClients(program);
  registerTokens(program);
  registerKeys(program);
  registerIdentity(program);
  registerWebhooks(program);
  registerExport(program);
  registerUsage(program);
  registerFigures(program);
  registerEmbed(program);
  registerChat(program);
  registerInsights(program);
  registerHandoff(program);
  registerKnowledge(program);
  registerUsers(program);
  registerAssistant(program);
  registerQuality(program);
  registerBilling(program);
  registerAudit(program);
  registerPrivacy(program);
  registerActions(program);
  return program;
}
