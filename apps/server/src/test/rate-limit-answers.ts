import { expect } from 'vitest';

/** A refusal by a per-member limit: 429, a Retry-After to wait, and the contract's code and message. */
export function expectRateLimited(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  code: string,
  message: string,
): void {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(res.body)).toEqual({ statusCode: 429, code, message });
}
