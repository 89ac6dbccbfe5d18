/** A job given to a worker of its own: its one answer, and a way to stop it sooner. */
export interface WorkerJob<T> {
  result: Promise<T>;
  stop: () => void;
}

type OneReply = { type: 'done' } | { type: 'error'; message: string };

/**
 * Sends `request` to a worker made for it and settles with the worker's one reply: `done`, read
 * by `read`, or `error`. The worker ends with its reply; without Web Workers the job fails at
 * once. `create` builds the worker at the caller, where Vite sees the `new Worker(new URL(...))`
 * it bundles.
 */
export function runWorkerOnce<Reply extends OneReply, T>(
  create: () => Worker,
  request: unknown,
  read: (done: Extract<Reply, { type: 'done' }>) => T,
  failure: string,
): WorkerJob<T> {
  if (typeof Worker === 'undefined') {
    return { result: Promise.reject(new Error('No Web Workers.')), stop: () => {} };
  }
  const worker = create();
  const result = new Promise<T>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Reply>) => {
      worker.terminate();
      const message = event.data;
      if (message.type === 'done') resolve(read(message as Extract<Reply, { type: 'done' }>));
      else reject(new Error((message as { message: string }).message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || failure));
    };
    worker.postMessage(request);
  });
  return { result, stop: () => worker.terminate() };
}
