import { Worker } from 'node:worker_threads';
import { createRegionCounter, createTgaPixelStream, REGION_MAP_RULES, type RegionCounts } from '@paddock/contract';

/** The thread tells how far it has counted after this many bytes of one upload. */
const ACK_BYTES = 256 * 1024;
/**
 * An upload's bytes sent to the thread and not yet counted, past which its inflating waits. The
 * thread counts every upload's map in turn; without a bound, a map that inflates faster than it is
 * counted (one colour inflates at GB/s) could sit in its message port whole, 256 MB at 8192².
 */
const HIGH_WATER_BYTES = 4 * ACK_BYTES;

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
    count = { counter, pixels: createTgaPixelStream(counter.row), unacked: 0 };
    counts.set(id, count);
  }
  if (kind === 'write') {
    count.pixels.write(chunk);
    count.unacked += chunk.byteLength;
    if (count.unacked >= ${ACK_BYTES}) {
      parentPort.postMessage({ id, counted: count.unacked });
      count.unacked = 0;
    }
    return;
  }
  counts.delete(id);
  if (kind === 'end') {
    const result = count ? count.counter.counts() : createRegionCounter(0).counts();
    parentPort.postMessage({ id, counts: result });
  }
});
`;

export interface RegionCount {
  /**
   * The next inflated bytes of the region map (copied to the thread; the caller keeps its buffer).
   * Resolves at once while this upload has little waiting in the thread, else once it has counted.
   */
  write(chunk: Uint8Array): Promise<void>;
  /** Every byte written: the counts in the order of REGIONS, then unrecognised pixels. */
  finish(): Promise<RegionCounts>;
  /** Forgets this count without waiting (on failure). */
  stop(): void;
}

interface Waiter<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/**
 * The one long-lived counting thread. Starting a worker costs tens of milliseconds of CPU and
 * ~10 MB, which a thread per upload paid on the upload path; this one is started on first use,
 * keeps the process alive only while an answer is awaited, and is replaced if it ever fails.
 */
/** One upload's bytes in the thread's queue, and its inflating while it waits for them to drain. */
interface Flow {
  queued: number;
  drained?: Waiter<void>;
}

class RegionCountThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Waiter<RegionCounts>>();
  private readonly flows = new Map<number, Flow>();
  private nextId = 0;

  start(): RegionCount {
    const worker = this.running();
    const id = ++this.nextId;
    const flow: Flow = { queued: 0 };
    this.flows.set(id, flow);
    let finished = false;
    const forget = () => {
      finished = true;
      this.flows.delete(id);
    };
    return {
      write: (chunk) => {
        if (this.worker !== worker) return Promise.reject(new Error('The region count thread stopped.'));
        const copy = new Uint8Array(chunk);
        // Counted before the transfer, which leaves `copy` empty.
        flow.queued += copy.byteLength;
        worker.postMessage({ id, kind: 'write', chunk: copy }, [copy.buffer]);
        if (flow.queued < HIGH_WATER_BYTES) return Promise.resolve();
        return new Promise<void>((resolve, reject) => {
          flow.drained = { resolve, reject };
          this.holdOpen(worker);
        });
      },
      finish: () => {
        forget();
        return new Promise<RegionCounts>((resolve, reject) => {
          if (this.worker !== worker) return reject(new Error('The region count thread stopped.'));
          this.pending.set(id, { resolve, reject });
          this.holdOpen(worker);
          worker.postMessage({ id, kind: 'end' });
        });
      },
      stop: () => {
        if (finished || this.worker !== worker) return;
        forget();
        worker.postMessage({ id, kind: 'drop' });
      },
    };
  }

  /** Keeps the process alive while an answer from the thread is awaited, and only then. */
  private holdOpen(worker: Worker) {
    const waiting = this.pending.size > 0 || [...this.flows.values()].some((flow) => flow.drained);
    if (waiting) worker.ref();
    else worker.unref();
  }

  private onMessage(worker: Worker, message: { id: number; counted?: number; counts?: RegionCounts }) {
    const flow = this.flows.get(message.id);
    if (message.counted !== undefined && flow) {
      flow.queued -= message.counted;
      if (flow.drained && flow.queued < HIGH_WATER_BYTES) {
        flow.drained.resolve();
        flow.drained = undefined;
      }
    }
    if (message.counts) {
      this.pending.get(message.id)?.resolve(message.counts);
      this.pending.delete(message.id);
    }
    this.holdOpen(worker);
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (message) => this.onMessage(worker, message));
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      for (const flow of this.flows.values()) flow.drained?.reject(error);
      this.flows.clear();
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
