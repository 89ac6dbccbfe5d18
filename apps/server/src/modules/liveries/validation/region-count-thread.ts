import { Worker } from 'node:worker_threads';
import { createRegionCounter, createTgaPixelStream, REGION_MAP_RULES, type RegionCounts } from '@paddock/contract';

/**
 * The worker's program, built from the contract's own decoder and counter (self-contained
 * functions), so the server counts exactly as the browser does. `__name` is the helper esbuild
 * adds when it keeps function names (tsx does); in the worker it only needs to hand the function back.
 */
const WORKER_SOURCE = `
const __name = (target) => target;
const { parentPort } = require('node:worker_threads');
const createTgaPixelStream = ${createTgaPixelStream.toString()};
const createRegionCounter = ${createRegionCounter.toString()};
const counter = createRegionCounter(${REGION_MAP_RULES.channelTolerance});
const pixels = createTgaPixelStream(counter.row);
parentPort.on('message', (message) => {
  if (message === 'end') parentPort.postMessage({ counts: counter.counts(), complete: pixels.complete() });
  else pixels.write(message);
});
`;

export interface RegionCount {
  /** The next inflated bytes of the region map (copied to the thread; the caller keeps its buffer). */
  write(chunk: Uint8Array): void;
  /** Every byte written: the counts in the order of REGIONS, then unrecognised pixels. */
  finish(): Promise<RegionCounts>;
  /** Ends the thread without waiting (on failure). */
  stop(): void;
}

/**
 * Counts a region map's colours in a worker thread while its zip entry inflates: walking 67
 * million pixels of an 8192² map would otherwise hold the event loop for every other request.
 */
export function startRegionCount(): RegionCount {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  return {
    write(chunk) {
      const copy = new Uint8Array(chunk);
      worker.postMessage(copy, [copy.buffer]);
    },
    finish() {
      return new Promise<RegionCounts>((resolve, reject) => {
        if (failure) return reject(failure);
        worker.once('message', (result: { counts: number[] }) => resolve(result.counts));
        worker.once('error', reject);
        worker.postMessage('end');
      }).finally(() => void worker.terminate());
    },
    stop: () => void worker.terminate(),
  };
}
