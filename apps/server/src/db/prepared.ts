import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A hot query compiled to SQL once instead of being built and compiled on every request (DESIGN
 * §2: that alone halved a hot route's requests/s). `build` is called once with a placeholder for
 * each of its parameters and must put each one where that argument goes (any order, any number of
 * times); values that are not placeholders stay as compiled.
 */
export function prepareQuery<A extends unknown[], R>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  build: (...args: A) => Compilable<R>,
): (...args: A) => Promise<R[]> {
  const markers = Array.from({ length: build.length }, (_, i) => `\u0000prepared-parameter-${i}\u0000`);
  const compiled = build(...(markers as unknown as A)).compile();
  const slots = compiled.parameters.map((value) => markers.indexOf(value as string));
  for (const [i] of markers.entries()) {
    if (!slots.includes(i)) throw new Error(`prepareQuery: parameter ${i} is not used in ${compiled.sql}`);
  }
  return async (...args: A) => {
    const parameters = slots.map((slot, i) => (slot === -1 ? compiled.parameters[i] : args[slot]));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
