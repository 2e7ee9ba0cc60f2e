import { ConfirmInput } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { useRef, useState } from 'react';

export interface ConfirmPromptProps {
  question: string;
  onAnswer(confirmed: boolean): void;
}

/** A yes/no question that defaults to "no": destructive commands need an explicit "y". */
export function ConfirmPrompt({ question, onAnswer }: ConfirmPromptProps) {
  const [answer, setAnswer] = useState<boolean | null>(null);
  // A ref, not the state: keys typed before the next render must not answer a second time.
  const settled = useRef(false);
  const settle = (value: boolean) => {
    if (settled.current) return;
    settled.current = true;
    setAnswer(value);
    onAnswer(value);
  };
  return (
    <Box gap={1}>
      <Text color="yellow">?</Text>
      <Text>{question}</Text>
      {answer === null ? (
        <ConfirmInput defaultChoice="cancel" onConfirm={() => settle(true)} onCancel={() => settle(false)} />
      ) : (
        <Text color={answer ? 'green' : 'red'}>{answer ? 'yes' : 'no'}</Text>
      )}
    </Box>
  );
}
