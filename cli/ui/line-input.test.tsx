import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { LineInput } from './line-input.tsx';

const tick = () => new Promise((r) => setTimeout(r, 30));

describe('LineInput', () => {
  it('edits, submits on Enter and on a pasted newline, and keeps a refused line', async () => {
    const lines: string[] = [];
    let accept = true;
    const ui = render(
      <LineInput
        placeholder="Ask something"
        onSubmit={(line) => {
          lines.push(line);
          return accept;
        }}
      />,
    );
    expect(ui.lastFrame()).toBe('Ask something');
    await tick();
    ui.stdin.write('helo');
    await tick();
    ui.stdin.write('\u007f');
    await tick();
    ui.stdin.write('lo');
    await tick();
    expect(ui.lastFrame()).toBe('hello');
    ui.stdin.write('\r');
    await tick();
    ui.stdin.write('pasted line\nnext');
    await tick();
    expect(lines).toEqual(['hello', 'pasted line']);
    expect(ui.lastFrame()).toBe('next');

    accept = false;
    ui.stdin.write('\r');
    await tick();
    expect(lines).toEqual(['hello', 'pasted line', 'next']);
    expect(ui.lastFrame()).toBe('next');
    ui.unmount();
  });
});
