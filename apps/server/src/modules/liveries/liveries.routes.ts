import {
  BrowseQuerySchema,
  CountQuerySchema,
  DerivativesQuerySchema,
  DownloadQuerySchema,
  DownloadResultSchema,
  FavoriteResultSchema,
  IdParamsSchema,
  LiveryDetailSchema,
  LiveryListItemSchema,
  LiveryPageSchema,
  LiveryVersionListSchema,
  PublicProfileSchema,
  RelatedQuerySchema,
} from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { clientAddress } from '../../lib/client-address';
import { sendCacheable } from '../../lib/http-cache';
import { changedNoPublicAnswer } from '../../plugins/answer-cache-topics';
import { errorResponses } from '../../plugins/docs';
import { createDownloadsService } from '../downloads/downloads.service';
import { createFavoritesService } from '../favorites/favorites.service';
import { createLiveryReadService } from './liveries.service';
import { createLiveryVersionsService } from './livery-versions.service';

/** Public reads of liveries, downloads, favourites and public profiles; a member's own liveries and favouriting. */
export const liveryReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, guards, config, tempFiles, log, metrics } = app.deps;
  const reads = createLiveryReadService(db, storage);
  const favorites = createFavoritesService(db);
  const downloads = createDownloadsService(db, storage, config.authSecret, metrics);
  const versions = createLiveryVersionsService({ db, storage, tempFiles, log });
  const tags = ['liveries'];
  const list = z.array(LiveryListItemSchema);
  /**
   * The public reads below answer bodies that the liveries mapper builds field by field. In
   * production they go straight to JSON, skipping the zod response check (~10 % of a livery
   * page's CPU); tests and development keep the check, so a body that drifts from the contract
   * still fails there.
   */
  const hot = config.env === 'production' ? { serializerCompiler: () => JSON.stringify } : {};

  app.get(
    '/api/liveries',
    {
      config: { tokenScope: 'read' },
      ...hot,
      schema: { tags, querystring: BrowseQuerySchema, response: { 200: LiveryPageSchema, ...errorResponses(400) } },
    },
    async (req, reply) => sendCacheable(req, reply, await reads.browse(req.query)),
  );
  app.get(
    '/api/liveries/latest',
    {
      config: { tokenScope: 'read' },
      ...hot,
      schema: { tags, querystring: CountQuerySchema, response: { 200: list, ...errorResponses(400) } },
    },
    async (req, reply) => sendCacheable(req, reply, await reads.latest(req.query.count)),
  );
  app.get(
    '/api/liveries/most-favorited',
    {
      config: { tokenScope: 'read' },
      ...hot,
      schema: { tags, querystring: CountQuerySchema, response: { 200: list, ...errorResponses(400) } },
    },
    async (req, reply) => sendCacheable(req, reply, await reads.mostFavorited(req.query.count)),
  );
  app.get(
    '/api/liveries/:id',
    {
      config: { tokenScope: 'read' },
      ...hot,
      schema: { tags, params: IdParamsSchema, response: { 200: LiveryDetailSchema, ...errorResponses(400, 404) } },
    },
    async (req, reply) => sendCacheable(req, reply, await reads.detail(req.params.id, await guards.viewerOf(req))),
  );
  app.get(
    '/api/liveries/:id/related',
    {
      config: { tokenScope: 'read' },
      ...hot,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: RelatedQuerySchema,
        response: { 200: list, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => sendCacheable(req, reply, await reads.related(req.params.id, req.query.limit)),
  );
  app.get(
    '/api/liveries/:id/derivatives',
    {
      config: { tokenScope: 'read' },
      ...hot,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: DerivativesQuerySchema,
        description: 'The liveries whose credit names this one as their original (issue 36), newest first.',
        response: { 200: LiveryPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => sendCacheable(req, reply, await reads.derivatives(req.params.id, req.query)),
  );
  app.post(
    '/api/liveries/:id/download',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: DownloadQuerySchema,
        description: "The newest version's zip, or version N's with ?version=N (issue 19).",
        response: { 200: DownloadResultSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (req) => {
      const { fileUrl, counted } = await downloads.download(
        req.params.id,
        await guards.viewerOf(req),
        clientAddress(req),
        req.query.version,
      );
      // Counted once a day per client: a repeat changes no count, so the kept public answers stay.
      if (!counted) changedNoPublicAnswer(req);
      return { fileUrl };
    },
  );
  app.get(
    '/api/liveries/:id/versions',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags,
        params: IdParamsSchema,
        description: 'The versions of a livery, newest first, with their changelogs and download counts.',
        response: { 200: LiveryVersionListSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => sendCacheable(req, reply, await versions.list(req.params.id)),
  );
  app.get(
    '/api/users/:id',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: PublicProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => sendCacheable(req, reply, await reads.publicProfile(req.params.id)),
  );

  app.register(
    membersOnly(async (member) => {
      member.get(
        '/api/liveries/my-liveries',
        { config: { tokenScope: 'read' }, schema: { tags, response: { 200: list, ...errorResponses(401, 403) } } },
        async (req) => reads.byUploader(signedInViewer(req).id),
      );
      // Favouriting and unfavouriting answer alike: the livery's new count and state.
      const favoriteSchema = {
        tags,
        params: IdParamsSchema,
        response: { 200: FavoriteResultSchema, ...errorResponses(400, 401, 403, 404) },
      };
      member.post('/api/liveries/:id/favorite', { schema: favoriteSchema }, async (req) =>
        favorites.favorite(signedInViewer(req), req.params.id),
      );
      member.delete('/api/liveries/:id/favorite', { schema: favoriteSchema }, async (req) =>
        favorites.unfavorite(signedInViewer(req), req.params.id),
      );
    }),
  );
};
