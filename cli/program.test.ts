import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from './program.ts';

function allCommands(command: Command): Command[] {
  return [command, ...command.commands.filter((c) => c.name() !== 'help').flatMap(allCommands)];
}

function helpOf(command: Command): string {
  let text = '';
  for (let c: Command | null = command; c; c = c.parent)
    c.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s) });
  command.outputHelp();
  return text;
}

const path = (c: Command): string => (c.parent ? `${path(c.parent)} ${c.name()}` : c.name());

describe('command tree', () => {
  const program = createProgram();
  const commands = allCommands(program);

  it('has every command of the issue', () => {
    const names = commands.map(path);
    for (const expected of [
      'frontdesk serve',
      'frontdesk db migrate',
      'frontdesk db status',
      'frontdesk admin create',
      'frontdesk admin passwd',
      'frontdesk admin list',
      'frontdesk clients list',
      'frontdesk clients show',
      'frontdesk clients create',
      'frontdesk clients update',
      'frontdesk clients delete',
      'frontdesk tokens generate',
      'frontdesk tokens revoke',
      'frontdesk test-mode on',
      'frontdesk test-mode off',
      'frontdesk keys create',
      'frontdesk keys list',
      'frontdesk keys revoke',
      'frontdesk usage show',
      'frontdesk usage reset',
      'frontdesk embed',
      'frontdesk knowledge list',
      'frontdesk knowledge show',
      'frontdesk knowledge sync',
      'frontdesk knowledge remove',
      'frontdesk knowledge crawl',
      'frontdesk knowledge upload',
      'frontdesk knowledge feed',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('gives every command --help with an example of itself and the global options', () => {
    for (const command of commands) {
      const help = helpOf(command);
      expect(help, path(command)).toContain('Examples:');
      expect(help, path(command)).toMatch(new RegExp(`\\$ .*${path(command)}`));
      expect(help, path(command)).toContain('--data-dir <dir>');
      expect(help, path(command)).toContain('--json');
    }
  });
});
