import { Worker } from 'node:worker_threads';
import { createRegionCounter, createTgaPixelStream, REGION_MAP_RULES, type RegionCounts } from '@paddock/contract';

/**
 * The worker's program, built from the contract's own decoder and counter (self-contained
 * functions), so the server counts exactly as the browser does. `__name` is the helper esbuild
 * adds when it keeps function names (tsx does); in the worker it only needs to hand the function back.
 * One worker serves every upload: each count has an id and its own decoder state.
 */
const WORKER_SOURCE = `
const __name = (target) => target;
const { parentPort } = require('node:worker_threads');
const createTgaPixelStream = ${createTgaPixelStream.toString()};
const createRegionCounter = ${createRegionCounter.toString()};
const counts = new Map();
parentPort.on('message', ({ id, kind, chunk }) => {
  let count = counts.get(id);
  if (!count && kind === 'write') {
    const counter = createRegionCounter(${REGION_MAP_RULES.channelTolerance});
    count = { counter, pixels: createTgaPixelStream(counter.row) };
    counts.set(id, count);
  }
  if (kind === 'write') return count.pixels.write(chunk);
  counts.delete(id);
  if (kind === 'end') {
    const result = count ? count.counter.counts() : createRegionCounter(0).counts();
    parentPort.postMessage({ id, counts: result });
  }
});
`;

export interface RegionCount {
  /** The next inflated bytes of the region map (copied to the thread; the caller keeps its buffer). */
  write(chunk: Uint8Array): void;
  /** Every byte written: the counts in the order of REGIONS, then unrecognised pixels. */
  finish(): Promise<RegionCounts>;
  /** Forgets this count without waiting (on failure). */
  stop(): void;
}

interface Pending {
  resolve(counts: RegionCounts): void;
  reject(error: Error): void;
}

/**
 * The one long-lived counting thread. Starting a worker costs tens of milliseconds of CPU and
 * ~10 MB, which a thread per upload paid on the upload path; this one is started on first use,
 * keeps the process alive only while an answer is awaited, and is replaced if it ever fails.
 */
class RegionCountThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  start(): RegionCount {
    const worker = this.running();
    const id = ++this.nextId;
    let finished = false;
    return {
      write: (chunk) => {
        const copy = new Uint8Array(chunk);
        worker.postMessage({ id, kind: 'write', chunk: copy }, [copy.buffer]);
      },
      finish: () => {
        finished = true;
        return new Promise<RegionCounts>((resolve, reject) => {
          if (this.worker !== worker) return reject(new Error('The region count thread stopped.'));
          this.pending.set(id, { resolve, reject });
          worker.ref();
          worker.postMessage({ id, kind: 'end' });
        });
      },
      stop: () => {
        if (finished || this.worker !== worker) return;
        finished = true;
        worker.postMessage({ id, kind: 'drop' });
      },
    };
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', ({ id, counts }: { id: number; counts: RegionCounts }) => {
      this.pending.get(id)?.resolve(counts);
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The region count thread exited (${code}).`)));
    this.worker = worker;
    return worker;
  }
}

const thread = new RegionCountThread();

/**
 * Counts a region map's colours off the main thread while its zip entry inflates: walking 67
 * million pixels of an 8192² map would otherwise hold the event loop for every other request.
 */
export function startRegionCount(): RegionCount {
  return thread.start();
}
