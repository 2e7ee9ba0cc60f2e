import { pickFields } from './json-fields.ts';
import { colorWanted, createStyle, type Style } from './style.ts';

export interface Output {
  json: boolean;
  /** stdout is a terminal: tables get rules and colour, Ink may draw. */
  tty: boolean;
  style: Style;
  /**
   * Prints a command's result: exactly one JSON document with --json, else the human text. The text
   * is built lazily so JSON runs never pay for it.
   */
  result(doc: unknown, text: () => string): void;
  /** A side note for people (progress, hints); goes to stderr so stdout stays the result. */
  note(line: string): void;
}

export interface OutputStreams {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export function createOutput(
  json: boolean,
  streams: OutputStreams = { stdout: process.stdout, stderr: process.stderr },
  fields?: readonly string[],
): Output {
  const tty = Boolean(streams.stdout.isTTY);
  const style = createStyle(!json && colorWanted(streams.stdout));
  const noteStyle = createStyle(colorWanted(streams.stderr));
  return {
    json,
    tty,
    style,
    result(doc, text) {
      const shown = json && fields ? pickFields(doc, fields) : doc;
      streams.stdout.write(json ? `${JSON.stringify(shown, null, 2)}\n` : `${text()}\n`);
    },
    note(line) {
      if (!json) streams.stderr.write(`${noteStyle.dim(line)}\n`);
    },
  };
}
