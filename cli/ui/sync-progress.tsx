import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';

export interface SyncProgressState {
  done: number;
  total: number | null;
  current?: string;
}

const WIDTH = 24;

/**
 * A sync on a terminal: a bar once the total is known (a feed's records), else a spinner and a count (a
 * crawl discovers pages as it goes), with what is being fetched now.
 */
export function SyncProgressView({
  label,
  progress,
  state,
}: {
  label: string;
  progress: SyncProgressState;
  state: 'running' | 'done' | 'failed';
}) {
  const { done, total, current } = progress;
  const filled = total ? Math.min(WIDTH, Math.round((done / total) * WIDTH)) : 0;
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        {state === 'running' ? (
          <Text color="cyan">
            <Spinner type="dots" />
          </Text>
        ) : (
          <Text color={state === 'done' ? 'green' : 'red'}>{state === 'done' ? '✔' : '✖'}</Text>
        )}
        <Text>{label}</Text>
        {total !== null && total > 0 && (
          <Text>
            <Text color="green">{'█'.repeat(filled)}</Text>
            <Text dimColor>{'░'.repeat(WIDTH - filled)}</Text>
          </Text>
        )}
        <Text>{total !== null ? `${done}/${total}` : `${done} fetched`}</Text>
      </Box>
      {state === 'running' && current && (
        <Text dimColor wrap="truncate-middle">
          {current}
        </Text>
      )}
    </Box>
  );
}
