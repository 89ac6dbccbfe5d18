/**
 * Zod (in the lazily loaded schemas chunk) compiles object parsers with `new Function` unless told
 * not to, and first probes whether it may. The site's Content-Security-Policy has no
 * 'unsafe-eval', so the probe was reported as a violation on every page that parsed a form or an
 * answer (e2e journeys fail on one; Lighthouse marked Best Practices down). Zod reads its settings
 * from this global when it loads, so setting it here keeps zod out of the entry script. The forms
 * it parses are small: interpreting them costs nothing a visitor notices.
 */
export function makeZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  // Zod keeps the object it found, so an existing one is changed rather than replaced.
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
