import { IdOrSlugParams, SHARE_CARD_ROUTES } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShareCardCache } from '../../../../features/share-cards/cache';
import { dishCardSubject, productCardSubject, userListCardSubject, type CardSubject } from '../../../../features/share-cards/cards';
import { cardVersion, type CardKind } from '../../../../features/share-cards/model';
import { renderCard } from '../../../../features/share-cards/render';
import { CARD_TEXTS } from '../../../../features/share-cards/texts';
import { LIST_NOT_FOUND } from '../../../../features/user-lists/serialize';
import { notFound } from '../../../../http/errors';
import { DetailResponse, ErrorResponse } from '../../../../http/responses';

/** Shared by chat apps and crawlers for an hour; after that a stale card may still be shown while a fresh one loads. */
export const SHARE_CARD_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** Whether an If-None-Match header names this ETag (or is `*`); weak tags compare equal, as RFC 9110 says for GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

const documented = <P extends z.ZodObject>(summary: string, params: P) => ({
  tags: ['share-cards'],
  summary,
  description: 'A PNG image, 1200 × 630 (`og:image`), with `ETag` (304 on `If-None-Match`) and an hour of public caching.',
  params,
  response: {
    200: { description: 'The card: a PNG image, 1200 × 630', content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } } },
    304: z.null().describe('Not modified: the card is the one If-None-Match names'),
    400: ErrorResponse,
    404: DetailResponse,
  },
});

/** `og:image` cards of a wine, a dish and a public user list: PNG, rendered on the server, cached in memory. */
export const shareCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const cache = new ShareCardCache();

  async function sendCard(request: FastifyRequest, reply: FastifyReply, kind: CardKind, subject: CardSubject) {
    const version = cardVersion(subject.model);
    const etag = `"${version}"`;
    reply.header('cache-control', SHARE_CARD_CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const { png, rendered } = await cache.get(`${kind}:${subject.entity}:${version}`, () => renderCard(subject.model));
    if (rendered) {
      reply.header('server-timing', `render;dur=${rendered.ms.toFixed(1)}`);
      request.log.info({ kind, entity: subject.entity, renderMs: Math.round(rendered.ms) }, 'share card rendered');
    }
    return reply.type('image/png').send(png);
  }

  app.get(
    SHARE_CARD_ROUTES.product,
    { schema: documented('Share card (og:image) of a wine, by numeric id or slug', IdOrSlugParams) },
    async (request, reply) => {
      const subject = await productCardSubject(db, request.params.id);
      if (!subject) throw notFound(CARD_TEXTS.notFound.product);
      return sendCard(request, reply, 'product', subject);
    },
  );

  app.get(
    SHARE_CARD_ROUTES.dish,
    { schema: documented('Share card (og:image) of a dish, by slug', z.object({ slug: z.string().max(100) })) },
    async (request, reply) => {
      const subject = await dishCardSubject(db, request.params.slug);
      if (!subject) throw notFound(CARD_TEXTS.notFound.dish);
      return sendCard(request, reply, 'dish', subject);
    },
  );

  app.get(
    SHARE_CARD_ROUTES.userList,
    { schema: documented('Share card (og:image) of a public user list, by id or slug; a private list is 404', IdOrSlugParams) },
    async (request, reply) => {
      const subject = await userListCardSubject(db, request.params.id, config.publicUrl);
      if (!subject) throw notFound(LIST_NOT_FOUND);
      return sendCard(request, reply, 'user-list', subject);
    },
  );
};
