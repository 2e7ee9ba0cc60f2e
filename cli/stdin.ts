import fs from 'node:fs/promises';
import { CliFailure } from './cli-error.ts';

/** All of stdin as text (for --password-stdin and `--ai-content-file -`). */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A text file's content, or stdin for "-"; an unreadable file is a failed operation, not a crash. */
export async function readTextFile(file: string): Promise<string> {
  if (file === '-') return readStdin();
  try {
    return await fs.readFile(file, 'utf8');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
    throw new CliFailure(`Cannot read ${file}: ${reason}`);
  }
}
