import { describe, expect, it } from 'vitest';
import { createMemoryWindowCounter } from './window-counter';

const rule = { kind: 'fixed', windowMs: 60_000, cap: 5 } as const;
const NOW = 1_000_000;

describe('the in-process window counter', () => {
  it('keeps at most maxKeys keys, however many made-up keys are sprayed at it', async () => {
    const maxKeys = 50;
    const counter = createMemoryWindowCounter(maxKeys);
    const sprayed = Array.from({ length: maxKeys * 4 }, (_, i) => `spray-${i}`);
    for (const key of sprayed) await counter.hit(key, rule, NOW);
    const kept: string[] = [];
    for (const key of sprayed) if (await counter.peek(key, rule, NOW)) kept.push(key);
    // The newest keys stay, the oldest went first.
    expect(kept).toEqual(sprayed.slice(-maxKeys));
  });

  it('keeps a key that is still being hit while newer keys push the idle ones out', async () => {
    const uncapped = { kind: 'fixed', windowMs: 60_000 } as const;
    const counter = createMemoryWindowCounter(3);
    for (let i = 0; i < 10; i += 1) {
      await counter.hit('busy', uncapped, NOW);
      await counter.hit(`idle-${i}`, uncapped, NOW);
    }
    expect((await counter.peek('busy', uncapped, NOW))?.count).toBe(10);
    expect(await counter.peek('idle-7', uncapped, NOW)).toBeNull();
    expect(await counter.peek('idle-9', uncapped, NOW)).not.toBeNull();
  });

  it('counts up to the cap, then refuses without counting', async () => {
    const counter = createMemoryWindowCounter(10);
    const answers = [];
    for (let i = 0; i < rule.cap + 2; i += 1) answers.push(await counter.hit('k', rule, NOW + i));
    expect(answers.map((a) => [a.counted, a.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [true, 4],
      [true, 5],
      [false, 5],
      [false, 5],
    ]);
  });
});
