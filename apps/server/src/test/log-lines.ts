import { Writable } from 'node:stream';

/** A log destination for `BuildOptions.logStream` that keeps every line the app writes, for tests to read. */
export function captureLogLines(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}
