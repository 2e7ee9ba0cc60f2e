import type { Command } from 'commander';
import { SyncSchedule } from '../../contract/knowledge.ts';
import { ShopifySourceCreate } from '../../contract/shopify.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { CliFailure } from '../cli-error.ts';
import { contextOf, withExamples } from '../context.ts';
import { choice } from '../options.ts';
import { readStdin } from '../stdin.ts';
import { createAndSync, syncSummary } from './knowledge.ts';

/**
 * `frontdesk knowledge shopify`: connects a Shopify store (the token read from stdin, so it stays out
 * of the shell's history and the process list) and waits for its first product sync; run again for a
 * connected store, it replaces the token and syncs again.
 */
export function registerKnowledgeShopify(knowledge: Command, scheduleOption: string): void {
  withExamples(
    knowledge
      .command('shopify')
      .description('Connect a Shopify store (Premium and Enterprise) and wait for its first product sync')
      .argument('<client>', 'client id or domain')
      .requiredOption('--shop <address>', 'the store’s myshopify.com address, e.g. acme.myshopify.com')
      .option('--name <name>', 'what the list calls it (default: the store’s name)')
      .option('--schedule <schedule>', scheduleOption, choice(SyncSchedule.options))
      .action(
        async (ref: string, opts: { shop: string; name?: string; schedule?: string }, command: Command) => {
          const ctx = contextOf(command);
          if (process.stdin.isTTY)
            throw new CliFailure(
              'Pipe the Admin API access token on stdin: printf %s "$TOKEN" | frontdesk knowledge shopify …',
            );
          const accessToken = (await readStdin()).trim();
          const input = parseInput(ShopifySourceCreate, {
            shopDomain: opts.shop,
            accessToken,
            name: opts.name,
            schedule: opts.schedule,
          });
          const result = await createAndSync(ctx, 'Syncing', async (s) =>
            s.shopify.connect((await s.clients.resolve(ref)).id, input),
          );
          ctx.out.result(result, () => syncSummary(result, ctx.out.style));
        },
      ),
    'printf %s "$SHOPIFY_ADMIN_TOKEN" | frontdesk knowledge shopify ridge.example --shop ridge-supply.myshopify.com',
    'printf %s "$SHOPIFY_ADMIN_TOKEN" | frontdesk knowledge shopify ridge.example --shop ridge-supply --schedule weekly --json',
  );
}
