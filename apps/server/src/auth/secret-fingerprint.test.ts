import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { SECRET_CHANGED_MESSAGE } from './secret-fingerprint';

// Issue 33: an instance started with another AUTH_SECRET came up silently and refused everyone's
// cookies; and every start after the first printed better-auth's warnings about `user_id` types.
const lines: { level: number; msg: string; code?: string }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const t = useTestApp({ LOG_LEVEL: 'warn' }, { logStream });
const WARN = 40;

describe('start-up checks', () => {
  it('say once, in one line, that AUTH_SECRET changed, and nothing when it did not', async () => {
    lines.length = 0;
    await t.restart();
    expect(lines.filter((l) => l.code === 'AUTH_SECRET_CHANGED')).toEqual([]);

    await t.restart({ AUTH_SECRET: randomBytes(32).toString('hex') });
    const said = lines.filter((l) => l.code === 'AUTH_SECRET_CHANGED');
    expect(said).toHaveLength(1);
    expect(said[0]?.msg).toBe(SECRET_CHANGED_MESSAGE);
    // The secret itself is never written anywhere.
    expect(JSON.stringify(lines)).not.toContain(t.config.authSecret);

    lines.length = 0;
    await t.restart();
    expect(lines.filter((l) => l.code === 'AUTH_SECRET_CHANGED')).toEqual([]);
  });

  it('print no warning at a second start on the same database', async () => {
    lines.length = 0;
    await t.restart();
    expect(lines.filter((l) => l.level >= WARN).map((l) => l.msg)).toEqual([]);
  });
});
