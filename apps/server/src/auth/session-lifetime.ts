import type { BetterAuthPlugin } from 'better-auth';

const DAY_MS = 24 * 60 * 60 * 1000;

export function sessionMaxAgeMs(days: number): number {
  return days * DAY_MS;
}

type SessionDates = { createdAt?: Date | string; expiresAt?: Date | string };

/** The expiry better-auth asks for, brought forward to the end of the session's absolute lifetime. */
function capped(expiresAt: Date | string, createdAt: Date | string, maxAgeMs: number): Date {
  const limit = new Date(createdAt).getTime() + maxAgeMs;
  return new Date(Math.min(new Date(expiresAt).getTime(), limit));
}

/**
 * better-auth only knows a sliding expiry (`expiresIn`, pushed forward every `updateAge` of
 * activity), so an active session would live for ever. This plugin never lets `expires_at` pass
 * the session's creation plus `maxAgeMs`, at creation and whenever better-auth refreshes it; the
 * sessions that were already past it are ended by the app's session lookup (session-lookup.ts),
 * which both the guards and the better-auth bridge run first.
 */
export function sessionLifetime(maxAgeMs: number): BetterAuthPlugin {
  return {
    id: 'paddock-session-lifetime',
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              before: async (session) => {
                const { createdAt = new Date(), expiresAt } = session as SessionDates;
                if (!expiresAt) return;
                return { data: { ...session, expiresAt: capped(expiresAt, createdAt, maxAgeMs) } };
              },
            },
            update: {
              // better-auth's getSession puts the session it is refreshing on the context first.
              before: async (update, ctx) => {
                const { expiresAt } = update as SessionDates;
                const createdAt = ctx?.context.session?.session.createdAt;
                if (!expiresAt || !createdAt) return;
                return { data: { ...update, expiresAt: capped(expiresAt, createdAt, maxAgeMs) } };
              },
            },
          },
        },
      },
    }),
  };
}
