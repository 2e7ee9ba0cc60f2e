import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';

/** One line of progress: a spinner while work runs, then a tick or a cross. */
export function TaskSpinner({ label, state }: { label: string; state: 'running' | 'done' | 'failed' }) {
  return (
    <Box gap={1}>
      {state === 'running' ? (
        <Text color="cyan">
          <Spinner type="dots" />
        </Text>
      ) : (
        <Text color={state === 'done' ? 'green' : 'red'}>{state === 'done' ? '✔' : '✖'}</Text>
      )}
      <Text>{label}</Text>
    </Box>
  );
}
