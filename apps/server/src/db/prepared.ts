import { createHash } from 'node:crypto';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/** The SQL texts compiled by `prepareQuery`, each with its PostgreSQL statement name. */
const statementNames = new Map<string, string>();

/**
 * The name PostgreSQL keeps this SQL's parsed and planned statement under, when it is one of the
 * hot queries compiled by `prepareQuery` (see `withNamedStatements`); other SQL stays unnamed.
 */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

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
  // Named by its text, so the same query compiled again (another app in the process) shares it.
  statementNames.set(compiled.sql, `paddock_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`);
  const slots = compiled.parameters.map((value) => markers.indexOf(value as string));
  for (const [i] of markers.entries()) {
    if (!slots.includes(i)) throw new Error(`prepareQuery: parameter ${i} is not used in ${compiled.sql}`);
  }
  return async (...args: A) => {
    const parameters = slots.map((slot, i) => (slot === -1 ? compiled.parameters[i] : args[slot]));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
