import { describe, expect, it } from 'vitest';
import { formatDuration, idleProgress, preparationFraction, progressReducer } from './progress';

describe('progressReducer', () => {
  it('follows preparation per file, then the bytes sent', () => {
    let state = progressReducer(idleProgress, {
      type: 'prepare',
      tasks: [
        { id: 'shot-0', kind: 'screenshot', label: 'a.png', weight: 1 },
        { id: 'zip', kind: 'zip', label: 'x.zip', weight: 3 },
      ],
    });
    expect(state.phase).toBe('preparing');
    state = progressReducer(state, { type: 'task', id: 'zip', status: 'running', at: 100 });
    state = progressReducer(state, { type: 'task', id: 'zip', fraction: 0.5, at: 200 });
    state = progressReducer(state, { type: 'task', id: 'zip', fraction: 0.25, at: 250 }); // never goes back
    expect(state.tasks[1]).toMatchObject({ status: 'running', fraction: 0.5 });
    expect(preparationFraction(state.tasks)).toBe(0.375);

    state = progressReducer(state, { type: 'task', id: 'shot-0', status: 'running', at: 100 });
    state = progressReducer(state, { type: 'task', id: 'shot-0', status: 'fallback', at: 180 });
    state = progressReducer(state, { type: 'task', id: 'zip', status: 'done', at: 1600 });
    expect(state.tasks.map((t) => [t.status, t.fraction, t.ms])).toEqual([
      ['fallback', 1, 80],
      ['done', 1, 1500],
    ]);

    state = progressReducer(state, { type: 'upload', total: 1000, at: 2000 });
    state = progressReducer(state, { type: 'sent', sent: 400, total: 1200 });
    expect(state).toMatchObject({ phase: 'uploading', sent: 400, total: 1200 });
    state = progressReducer(state, { type: 'success', at: 5000 });
    expect(state).toMatchObject({ phase: 'success', sent: 1200, uploadMs: 3000 });
    expect(progressReducer(state, { type: 'reset' })).toEqual(idleProgress);
  });

  it('formats durations', () => {
    expect(formatDuration(420.4)).toBe('420 ms');
    expect(formatDuration(1840)).toBe('1.8 s');
  });
});
