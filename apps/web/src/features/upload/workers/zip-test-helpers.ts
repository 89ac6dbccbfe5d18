/** For the zip tests: the parts of a zip built in this thread (all bytes, no Blob) as one buffer. */
export function joinParts(parts: BlobPart[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => {
    if (!(part instanceof Uint8Array)) throw new Error('expected only bytes among the zip parts');
    return part;
  });
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
