import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFirstBytes } from '../lib/tga-file';
import type { ImageRequest, ImageResponse, ZipRequest, ZipResponse } from './protocol';
import { convertInWorker, isAbortError, zipInWorker } from './run-workers';
import { deflateEntry } from './zip-builder';

type Reply = (message: ZipResponse | ImageResponse) => void;

/** A Worker stand-in: the test decides what each worker answers, and sees it terminated. */
class FakeWorker {
  static all: FakeWorker[] = [];
  static answer: (request: unknown, reply: Reply) => void = () => {};
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.all.push(this);
  }
  postMessage(request: unknown) {
    queueMicrotask(() =>
      FakeWorker.answer(request, (message) => {
        if (!this.terminated) this.onmessage?.({ data: message } as MessageEvent);
      }),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

/** A File whose bytes can be read here (jsdom's Blob may lack arrayBuffer). */
function tga(name: string, bytes: Uint8Array<ArrayBuffer>): File {
  const file = new File([bytes], name);
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.slice().buffer });
  return file;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
});

describe('zipInWorker', () => {
  it('compresses each TGA in its own worker, tells progress per file and joins them under the game’s names', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = async (request, reply) => {
      const { name, file } = request as ZipRequest;
      reply({ type: 'progress', processed: file.size / 2, total: file.size });
      const data = await readFirstBytes(file, file.size);
      const { data: chunks, ...headers } = deflateEntry({ name, data }, { level: 9 });
      reply({ type: 'done', entry: { ...headers, data: new Blob(chunks) } });
    };
    const progress: [string, number, number][] = [];
    const done: string[] = [];
    const zip = await zipInWorker({
      livery: tga('paint.tga', new Uint8Array(4000).fill(7)),
      regionMap: tga('mask.tga', new Uint8Array(1000).fill(3)),
      fileName: 'Gulf_x.zip',
      onProgress: (part, processed, total) => progress.push([part, processed, total]),
      onPartDone: (part) => done.push(part),
    });

    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
    expect(progress).toEqual(
      expect.arrayContaining([
        ['livery', 2000, 4000],
        ['regionMap', 500, 1000],
      ]),
    );
    expect(done.sort()).toEqual(['livery', 'regionMap']);
    expect(zip.name).toBe('Gulf_x.zip');
    const files = unzipSync(await readFirstBytes(zip, zip.size));
    expect(Object.keys(files)).toEqual(['customskin.tga', 'customskin_region.tga']);
    expect(files['customskin.tga']).toEqual(new Uint8Array(4000).fill(7));
    expect(files['customskin_region.tga']).toEqual(new Uint8Array(1000).fill(3));
  });

  it('cancel ends both workers at once', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = () => {}; // never finishes
    const controller = new AbortController();
    const zipping = zipInWorker({
      livery: tga('paint.tga', new Uint8Array(10)),
      regionMap: tga('mask.tga', new Uint8Array(10)),
      fileName: 'x.zip',
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(2));
    controller.abort();
    expect(isAbortError(await zipping.catch((e: unknown) => e))).toBe(true);
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
  });
});

describe('convertInWorker', () => {
  it('gives a WebP per converted file and null where the original must be kept', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = (request, reply) => {
      const { files } = request as ImageRequest;
      reply({ type: 'start', index: 0 });
      reply({ type: 'converted', index: 0, file: new File(['w'], 'a.webp', { type: 'image/webp' }) });
      reply({ type: 'start', index: 1 });
      reply({ type: 'failed', index: 1, message: 'decode' });
      expect(files).toHaveLength(2);
      reply({ type: 'done' });
    };
    const events: string[] = [];
    const result = await convertInWorker({
      files: [new File(['a'], 'a.png'), new File(['b'], 'b.png')],
      onEvent: (event) => events.push(`${event.type}-${event.index}`),
    });
    expect(result.map((f) => f?.name ?? null)).toEqual(['a.webp', null]);
    expect(events).toEqual(['start-0', 'converted-0', 'start-1', 'failed-1']);
    expect(FakeWorker.all[0]?.terminated).toBe(true);
  });

  it('fails as a whole when workers have no OffscreenCanvas, or there are no workers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = (_request, reply) => reply({ type: 'unsupported' });
    await expect(convertInWorker({ files: [new File(['a'], 'a.png')] })).rejects.toMatchObject({
      name: 'ConversionUnavailableError',
    });
    vi.stubGlobal('Worker', undefined);
    await expect(convertInWorker({ files: [new File(['a'], 'a.png')] })).rejects.toMatchObject({
      name: 'ConversionUnavailableError',
    });
  });
});
