import { Option, type Command } from 'commander';
import { type AssistantSettings, REPLY_LENGTHS, UNKNOWN_ANSWERS } from '../../contract/assistant-settings.ts';
import { ClientUpdate } from '../../contract/clients.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { UsageError } from '../cli-error.ts';
import { contextOf, withExamples } from '../context.ts';
import { choice } from '../options.ts';
import { readTextFile } from '../stdin.ts';

interface SetOptions {
  instructions?: string;
  instructionsFile?: string;
  length?: AssistantSettings['replyLength'];
  unknown?: AssistantSettings['unknownAnswer'];
  model?: string;
  defaultModel?: boolean;
  temperature?: string;
  defaultTemperature?: boolean;
}

const describe = (a: AssistantSettings) =>
  [
    `Reply length:       ${a.replyLength}`,
    `Unknown answers:    ${a.unknownAnswer === 'both' ? 'offer a person or an email follow-up' : a.unknownAnswer === 'handoff' ? 'offer a person' : 'ask for an email address'}`,
    `Model:              ${a.model ?? 'the service default'}`,
    `Temperature:        ${a.temperature ?? 'the service default'}`,
    `Instructions:       ${a.instructions ? `\n${a.instructions}` : '(none)'}`,
  ].join('\n');

/**
 * `frontdesk assistant show|set`: a client's assistant settings (issue 32), through the same service
 * and checks as PUT /api/clients/{id} (the instructions' length, the model only where the plan may).
 */
export function registerAssistant(program: Command): void {
  const assistant = withExamples(
    program
      .command('assistant')
      .description("A client's assistant: instructions, reply length, unknown answers"),
    'frontdesk assistant show adasbooks.com',
    'frontdesk assistant set adasbooks.com --instructions-file tone.txt --length short --unknown both',
  );

  withExamples(
    assistant
      .command('show')
      .description("Print a client's assistant settings")
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = await ctx.withServices(async (s) => s.clients.get((await s.clients.resolve(ref)).id));
        ctx.out.result(client.assistant, () => describe(client.assistant));
      }),
    'frontdesk assistant show adasbooks.com --json',
  );

  withExamples(
    assistant
      .command('set')
      .description('Change the settings given; the others keep their values')
      .argument('<client>', 'client id or domain')
      .option('--instructions <text>', 'instructions in the business\'s words ("" clears them)')
      .option('--instructions-file <file>', 'file holding the instructions ("-" reads stdin)')
      .addOption(new Option('--length <length>', REPLY_LENGTHS.join(', ')).argParser(choice(REPLY_LENGTHS)))
      .addOption(
        new Option(
          '--unknown <offer>',
          `what an unknown answer offers: ${UNKNOWN_ANSWERS.join(', ')}`,
        ).argParser(choice(UNKNOWN_ANSWERS)),
      )
      .option('--model <name>', "a model the operator allows for the client's plan")
      .option('--default-model', 'use the service default model')
      .option('--temperature <number>', 'from 0 to 1, where the plan allows it')
      .option('--default-temperature', 'use the service default temperature')
      .action(async (ref: string, opts: SetOptions, command: Command) => {
        const ctx = contextOf(command);
        if (opts.instructions !== undefined && opts.instructionsFile !== undefined)
          throw new UsageError('give --instructions or --instructions-file, not both');
        const instructions =
          opts.instructionsFile !== undefined ? await readTextFile(opts.instructionsFile) : opts.instructions;
        const temperature = opts.temperature === undefined ? undefined : Number(opts.temperature);
        if (temperature !== undefined && !Number.isFinite(temperature))
          throw new UsageError('--temperature takes a number from 0 to 1');
        const client = await ctx.withServices(async (s) => {
          const current = await s.clients.get((await s.clients.resolve(ref)).id);
          const { model, temperature: savedTemperature, ...rest } = current.assistant;
          const next = {
            ...rest,
            ...(instructions !== undefined ? { instructions } : {}),
            ...(opts.length ? { replyLength: opts.length } : {}),
            ...(opts.unknown ? { unknownAnswer: opts.unknown } : {}),
            ...(opts.model ? { model: opts.model } : !opts.defaultModel && model ? { model } : {}),
            ...(temperature !== undefined
              ? { temperature }
              : !opts.defaultTemperature && savedTemperature !== undefined
                ? { temperature: savedTemperature }
                : {}),
          };
          return s.clients.update(current.id, parseInput(ClientUpdate, { assistant: next }));
        });
        ctx.out.result(
          client.assistant,
          () =>
            `${ctx.out.style.green(`Saved the assistant settings of ${client.businessName}.`)}\n${describe(client.assistant)}`,
        );
      }),
    'frontdesk assistant set adasbooks.com --instructions "Answer warmly. Never promise delivery dates."',
    'frontdesk assistant set adasbooks.com --length detailed --unknown handoff',
    'frontdesk assistant set adasbooks.com --model gpt-4o --temperature 0.3',
  );
}
