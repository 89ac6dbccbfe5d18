import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as the fastify-plugin package does, without the dependency: its hooks and
 * decorations land on the app that registers it (every route) instead of in a scope of its own.
 */
export function unencapsulated<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
