import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { LineInput } from './line-input.tsx';

export interface PasswordPromptProps {
  label: string;
  onSubmit(password: string): void;
}

/** Masked input for an admin password typed at a terminal (scripts use --password-stdin instead). */
export function PasswordPrompt({ label, onSubmit }: PasswordPromptProps) {
  const [done, setDone] = useState(false);
  const submitted = useRef(false);
  return (
    <Box gap={1}>
      <Text color="cyan">?</Text>
      <Text>{label}</Text>
      {done ? (
        <Text dimColor>********</Text>
      ) : (
        <LineInput
          mask
          placeholder=" "
          onSubmit={(value) => {
            if (submitted.current) return false;
            submitted.current = true;
            setDone(true);
            onSubmit(value);
            return true;
          }}
        />
      )}
    </Box>
  );
}
