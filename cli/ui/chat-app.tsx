import { Box, Static, Text, useApp, useInput } from 'ink';
import Spinner from 'ink-spinner';
import { useEffect, useRef, useState } from 'react';
import type { Source } from '../../contract/chat.ts';
import type { ChatTurnEvent } from '../preview-chat.ts';
import { sourceLabels } from '../preview-chat.ts';
import { LineInput } from './line-input.tsx';

interface Line {
  id: number;
  sender: 'title' | 'you' | 'assistant' | 'error';
  text: string;
  sources?: Source[];
}

export interface ChatAppProps {
  title: string;
  welcome: string;
  /** Shown under the title: what kind of conversation this is (a preview, not counted). */
  note: string;
  ask(question: string, signal: AbortSignal): AsyncIterable<ChatTurnEvent>;
}

function Message({ line, note }: { line: Line; note: string }) {
  if (line.sender === 'title') {
    return (
      <Box flexDirection="column" marginBottom={1}>
        <Text bold>{line.text}</Text>
        <Text dimColor>{note}</Text>
      </Box>
    );
  }
  const label = line.sender === 'you' ? 'You' : line.sender === 'assistant' ? 'Assistant' : 'Error';
  const color = line.sender === 'you' ? 'cyan' : line.sender === 'assistant' ? 'green' : 'red';
  return (
    <Box flexDirection="column" marginBottom={1}>
      <Text>
        <Text bold color={color}>
          {label}:
        </Text>{' '}
        {line.text}
      </Text>
      {line.sources && line.sources.length > 0 && (
        <Text dimColor>Sources: {sourceLabels(line.sources).join(' · ')}</Text>
      )}
    </Box>
  );
}

/**
 * The interactive terminal chat: finished messages scroll above (Static, drawn once), the reply being
 * streamed and the input stay at the bottom. /exit, Esc or Ctrl+C leaves; leaving aborts a reply.
 */
export function ChatApp({ title, welcome, note, ask }: ChatAppProps) {
  const { exit } = useApp();
  const nextId = useRef(2);
  const [lines, setLines] = useState<Line[]>([
    { id: 0, sender: 'title', text: title },
    { id: 1, sender: 'assistant', text: welcome },
  ]);
  const [streaming, setStreaming] = useState<string | null>(null);
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => () => inflight.current?.abort(), []);
  useInput((_input, key) => {
    if (key.escape) exit();
  });

  const push = (line: Omit<Line, 'id'>) => setLines((all) => [...all, { ...line, id: nextId.current++ }]);

  /** Takes a typed line unless a reply is still coming (checked on the ref, so never twice at once). */
  const submit = (value: string): boolean => {
    const question = value.trim();
    if (inflight.current) return false;
    if (!question) return true;
    if (question === '/exit' || question === '/quit') {
      exit();
      return true;
    }
    const controller = new AbortController();
    inflight.current = controller;
    void converse(question, controller);
    return true;
  };

  const converse = async (question: string, controller: AbortController) => {
    push({ sender: 'you', text: question });
    setStreaming('');
    try {
      let text = '';
      for await (const event of ask(question, controller.signal)) {
        if (event.type === 'delta') {
          text += event.text;
          setStreaming(text);
        } else {
          push({ sender: 'assistant', text: event.reply, sources: event.sources });
        }
      }
    } catch (err) {
      push({ sender: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      inflight.current = null;
      setStreaming(null);
    }
  };

  return (
    <Box flexDirection="column">
      <Static items={lines}>{(line) => <Message key={line.id} line={line} note={note} />}</Static>
      {streaming !== null &&
        (streaming === '' ? (
          <Text color="green">
            <Spinner type="dots" /> Thinking…
          </Text>
        ) : (
          <Text>
            <Text bold color="green">
              Assistant:
            </Text>{' '}
            {streaming}
          </Text>
        ))}
      <Box>
        <Text color="cyan">{'> '}</Text>
        <LineInput placeholder="Ask something (/exit to leave)" onSubmit={submit} />
      </Box>
    </Box>
  );
}
