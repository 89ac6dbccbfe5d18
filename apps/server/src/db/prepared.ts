import { createHash } from 'node:crypto';
import { type Compilable, type Kysely, type RawBuilder, sql } from 'kysely';
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

/** More distinct texts than the hot queries could make are left unnamed (each costs every connection memory). */
const MAX_NAMED_STATEMENTS = 1000;

function nameStatement(sql: string): void {
  if (statementNames.has(sql) || statementNames.size >= MAX_NAMED_STATEMENTS) return;
  // Named by its text, so the same query compiled again (another app in the process) shares it.
  statementNames.set(sql, `paddock_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`);
}

/**
 * Runs a query built per request whose SQL text is one of a few (one per combination of filters
 * and sort, values as parameters), keeping its plan on PostgreSQL as `prepareQuery` does.
 */
export async function executePlanned<R>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  query: Compilable<R>,
): Promise<R[]> {
  const compiled = query.compile();
  nameStatement(compiled.sql);
  return (await db.executeQuery<R>(compiled)).rows;
}

/**
 * A hot query compiled to SQL once instead of being built and compiled on every request (DESIGN
 * §2: that alone halved a hot route's requests/s). `build` is called once with a placeholder for
 * each of its parameters and must put each one where that argument goes (any order, any number of
 * times); values that are not placeholders stay as compiled. `arity` is how many parameters it
 * takes: its declared ones unless it forwards them (`...rest`), which it must then say.
 */
export function prepareQuery<A extends unknown[], R>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  build: (...args: A) => Compilable<R>,
  arity: number = build.length,
): (...args: A) => Promise<R[]> {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000prepared-parameter-${i}\u0000`);
  const compiled = build(...(markers as unknown as A)).compile();
  nameStatement(compiled.sql);
  const slots = compiled.parameters.map((value) => markers.indexOf(value as string));
  for (const [i] of markers.entries()) {
    if (!slots.includes(i)) throw new Error(`prepareQuery: parameter ${i} is not used in ${compiled.sql}`);
  }
  return async (...args: A) => {
    const parameters = slots.map((slot, i) => (slot === -1 ? compiled.parameters[i] : args[slot]));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}

/** Each limit is a named statement on every connection: more than a request schema allows are not kept. */
const MAX_LIMITS_PER_QUERY = 50;

/**
 * `prepareQuery` for a query whose LIMIT varies by request, with the limit written into the SQL as
 * a literal: one statement per limit. PostgreSQL cannot cost a plan for `LIMIT $n` without the
 * value, so it re-plans such a statement on every run (a related list spent 1.7 ms planning
 * against 0.3 ms running); with the literal it settles on a generic plan after five runs.
 * `limit` must be bounded by its request schema.
 */
export function prepareQueryByLimit<A extends unknown[], R>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  build: (limit: RawBuilder<number>, ...args: A) => Compilable<R>,
): (limit: number, ...args: A) => Promise<R[]> {
  const byLimit = new Map<number, (...args: A) => Promise<R[]>>();
  return async (limit, ...args) => {
    let run = byLimit.get(limit);
    if (!run) {
      if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`prepareQueryByLimit: limit ${limit}`);
      const literal = sql.lit(limit);
      // Past the cap (a schema's bound raised too far), still answered: compiled for this call, unnamed.
      if (byLimit.size >= MAX_LIMITS_PER_QUERY) return (await db.executeQuery(build(literal, ...args).compile())).rows;
      run = prepareQuery(db, (...rest: A) => build(literal, ...rest), build.length - 1);
      byLimit.set(limit, run);
    }
    return run(...args);
  };
}
