import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { ChatTurnEvent } from '../preview-chat.ts';
import { ChatApp } from './chat-app.tsx';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

/** A fake assistant whose reply the test releases chunk by chunk. */
function scriptedAssistant() {
  const asked: string[] = [];
  let release: () => void = () => {};
  async function* ask(question: string): AsyncGenerator<ChatTurnEvent> {
    asked.push(question);
    await new Promise<void>((r) => (release = r));
    yield { type: 'delta', text: 'We open ' };
    await new Promise<void>((r) => (release = r));
    yield { type: 'delta', text: '9-17.' };
    yield {
      type: 'done',
      reply: 'We open 9-17.',
      messageId: 'm1',
      sources: [{ title: 'Opening hours', url: 'https://adasbooks.com/hours', kind: 'page' }],
    };
  }
  return { asked, ask, release: () => release() };
}

describe('ChatApp', () => {
  it('shows the welcome, streams a reply and lists its sources', async () => {
    const assistant = scriptedAssistant();
    const ui = render(
      <ChatApp
        title="Ada's Books (adasbooks.com)"
        welcome="Hello! How can I help you today?"
        note="Operator preview"
        ask={assistant.ask}
      />,
    );
    await tick();
    expect(ui.lastFrame()).toContain("Ada's Books (adasbooks.com)");
    expect(ui.lastFrame()).toContain('Assistant: Hello! How can I help you today?');

    ui.stdin.write('When are you open?');
    await tick();
    ui.stdin.write('\r');
    await tick();
    expect(assistant.asked).toEqual(['When are you open?']);
    expect(ui.lastFrame()).toContain('You: When are you open?');
    expect(ui.lastFrame()).toContain('Thinking…');

    assistant.release();
    await tick();
    expect(ui.lastFrame()).toContain('Assistant: We open');
    // Typed while the reply streams: kept in the input, not sent.
    ui.stdin.write('next');
    await tick();
    ui.stdin.write('\r');
    await tick();
    expect(assistant.asked).toEqual(['When are you open?']);

    assistant.release();
    await tick();
    const frame = ui.lastFrame() ?? '';
    expect(frame).toContain('Assistant: We open 9-17.');
    expect(frame).toContain('Sources: Opening hours (https://adasbooks.com/hours)');
    expect(frame).toContain('> next');
    ui.unmount();
  });

  it('shows a failed answer as an error line and ignores blank input', async () => {
    const asked: string[] = [];
    // eslint-disable-next-line require-yield -- fails before its first event, like a refused request
    async function* ask(question: string): AsyncGenerator<ChatTurnEvent> {
      asked.push(question);
      throw new Error('This assistant has reached its monthly message limit.');
    }
    const ui = render(<ChatApp title="T" welcome="Hi" note="n" ask={ask} />);
    await tick();
    ui.stdin.write('   ');
    await tick();
    ui.stdin.write('\r');
    await tick();
    expect(asked).toEqual([]);
    ui.unmount();

    const again = render(<ChatApp title="T" welcome="Hi" note="n" ask={ask} />);
    await tick();
    again.stdin.write('hello');
    await tick();
    again.stdin.write('\r');
    await tick();
    expect(again.lastFrame()).toContain('Error: This assistant has reached its monthly message limit.');
    again.unmount();
  });
});
