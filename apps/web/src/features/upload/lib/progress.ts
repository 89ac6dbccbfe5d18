/** The state of an upload in progress: preparation tasks (per file), then the bytes sent. */

export type TaskStatus = 'pending' | 'running' | 'done' | 'fallback';

export interface PrepTask {
  id: string;
  kind: 'screenshot' | 'zip';
  label: string;
  status: TaskStatus;
  /** 0–1. */
  fraction: number;
  /** The task's share of the preparation bar, relative to the others (zipping takes far longer). */
  weight: number;
  startedAt?: number;
  /** How long the task took, once done. */
  ms?: number;
}

export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'success';

export interface UploadProgress {
  phase: UploadPhase;
  tasks: PrepTask[];
  sent: number;
  total: number;
  uploadStartedAt?: number;
  uploadMs?: number;
}

export type ProgressAction =
  | { type: 'prepare'; tasks: Pick<PrepTask, 'id' | 'kind' | 'label' | 'weight'>[] }
  | { type: 'task'; id: string; status?: TaskStatus; fraction?: number; at: number }
  | { type: 'upload'; total: number; at: number }
  | { type: 'sent'; sent: number; total: number }
  | { type: 'success'; at: number }
  | { type: 'reset' };

export const idleProgress: UploadProgress = { phase: 'idle', tasks: [], sent: 0, total: 0 };

export function progressReducer(state: UploadProgress, action: ProgressAction): UploadProgress {
  switch (action.type) {
    case 'prepare':
      return {
        ...idleProgress,
        phase: 'preparing',
        tasks: action.tasks.map((task) => ({ ...task, status: 'pending', fraction: 0 })),
      };
    case 'task':
      return {
        ...state,
        tasks: state.tasks.map((task) => {
          if (task.id !== action.id) return task;
          const status = action.status ?? task.status;
          const finished = status === 'done' || status === 'fallback';
          const startedAt = task.startedAt ?? (status === 'pending' ? undefined : action.at);
          return {
            ...task,
            status,
            fraction: finished ? 1 : Math.min(1, Math.max(task.fraction, action.fraction ?? task.fraction)),
            startedAt,
            ms: finished && startedAt !== undefined ? action.at - startedAt : task.ms,
          };
        }),
      };
    case 'upload':
      return { ...state, phase: 'uploading', sent: 0, total: action.total, uploadStartedAt: action.at };
    case 'sent':
      return { ...state, sent: action.sent, total: action.total || state.total };
    case 'success':
      return {
        ...state,
        phase: 'success',
        sent: state.total,
        uploadMs: state.uploadStartedAt === undefined ? undefined : action.at - state.uploadStartedAt,
      };
    case 'reset':
      return idleProgress;
  }
}

/** The share of the preparation done, 0–1: the tasks' fractions, weighted. */
export function preparationFraction(tasks: readonly PrepTask[]): number {
  const total = tasks.reduce((sum, task) => sum + task.weight, 0);
  if (total <= 0) return 0;
  return tasks.reduce((sum, task) => sum + task.fraction * task.weight, 0) / total;
}

/** '1.8 s', '420 ms' */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/**
 * The progress in a tiny store outside React state: a progress event (dozens a second while the
 * bytes go out) re-renders only what subscribes to it, never the whole form.
 */
export interface ProgressStore {
  get: () => UploadProgress;
  dispatch: (action: ProgressAction) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createProgressStore(): ProgressStore {
  let state = idleProgress;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch: (action) => {
      const next = progressReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
