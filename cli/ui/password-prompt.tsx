import { PasswordInput } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { useState } from 'react';

export interface PasswordPromptProps {
  label: string;
  onSubmit(password: string): void;
}

/** Masked input for an admin password typed at a terminal (scripts use --password-stdin instead). */
export function PasswordPrompt({ label, onSubmit }: PasswordPromptProps) {
  const [done, setDone] = useState(false);
  return (
    <Box gap={1}>
      <Text color="cyan">?</Text>
      <Text>{label}</Text>
      {done ? (
        <Text dimColor>********</Text>
      ) : (
        <PasswordInput
          onSubmit={(value) => {
            setDone(true);
            onSubmit(value);
          }}
        />
      )}
    </Box>
  );
}
