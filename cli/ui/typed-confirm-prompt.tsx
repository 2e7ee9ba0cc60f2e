import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { LineInput } from './line-input.tsx';

export interface TypedConfirmPromptProps {
  question: string;
  /** What must be typed (a client's domain) for the answer to be yes. */
  expected: string;
  onAnswer(confirmed: boolean): void;
}

/**
 * The strongest confirmation: the operator types the name of what goes (GitHub's pattern for deleting
 * a repository), so a reflexive "y" on the wrong client cannot delete it.
 */
export function TypedConfirmPrompt({ question, expected, onAnswer }: TypedConfirmPromptProps) {
  const [answer, setAnswer] = useState<boolean | null>(null);
  const settled = useRef(false);
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="yellow">? </Text>
        {question}
      </Text>
      <Box gap={1}>
        <Text>Type {expected} to confirm:</Text>
        {answer === null ? (
          <LineInput
            placeholder=" "
            onSubmit={(value) => {
              if (settled.current) return false;
              settled.current = true;
              const confirmed = value.trim().toLowerCase() === expected.toLowerCase();
              setAnswer(confirmed);
              onAnswer(confirmed);
              return true;
            }}
          />
        ) : (
          <Text color={answer ? 'green' : 'red'}>{answer ? 'confirmed' : 'does not match'}</Text>
        )}
      </Box>
    </Box>
  );
}
