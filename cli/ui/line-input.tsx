import { Text, useInput } from 'ink';
import { useRef, useState } from 'react';

export interface LineInputProps {
  placeholder: string;
  /** Returns false to refuse the line (busy): it then stays in the input. */
  onSubmit(value: string): boolean;
  /** Shows one * per character (passwords). */
  mask?: boolean;
}

/**
 * A one-line text input that keeps its value in a ref. Ink re-subscribes input handlers after each
 * render, so an input whose handler reads render state can lose a key typed (or pasted) in between;
 * reading the ref, every key lands in order. A pasted line ending in a newline submits it.
 */
export function LineInput({ placeholder, onSubmit, mask = false }: LineInputProps) {
  const value = useRef('');
  const [shown, setShown] = useState('');
  const update = (next: string) => {
    value.current = next;
    setShown(next);
  };
  useInput((input, key) => {
    if (key.return) {
      if (onSubmit(value.current)) update('');
      return;
    }
    if (key.backspace || key.delete) {
      update([...value.current].slice(0, -1).join(''));
      return;
    }
    if (
      key.ctrl ||
      key.meta ||
      key.escape ||
      key.tab ||
      key.upArrow ||
      key.downArrow ||
      key.leftArrow ||
      key.rightArrow
    )
      return;
    const [first = '', ...rest] = input.split(/\r\n|\r|\n/);
    if (rest.length === 0) {
      update(value.current + first);
      return;
    }
    const line = value.current + first;
    update(onSubmit(line) ? (rest.at(-1) ?? '') : line);
  });
  return shown ? (
    <Text>
      {mask ? '*'.repeat([...shown].length) : shown}
      <Text inverse> </Text>
    </Text>
  ) : (
    <Text>
      <Text inverse>{placeholder.slice(0, 1)}</Text>
      <Text dimColor>{placeholder.slice(1)}</Text>
    </Text>
  );
}
