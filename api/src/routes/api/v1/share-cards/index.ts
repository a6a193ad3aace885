import { IdOrSlugParams, SHARE_CARD_ROUTES } from '@vinkompassen/shared-contracts/schemas';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShareCardCache, renderCardsAhead, CARD_TEXTS } from '@/features/share-cards';
import { cardKey, dishCardSubject, productCardSubject, userListCardSubject, type CardSubject, brandCard, cardVersion, type CardKind, renderCard, type RenderedCard } from '@/features/share-cards';
import { LIST_NOT_FOUND } from '@/features/user-lists';
import { notFound } from '@/http/errors';
import { DetailResponse, ErrorResponse } from '@/http/responses';

/** Shared by chat apps and crawlers for an hour; after that a stale card may still be shown while a fresh one loads. */
export const SHARE_CARD_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** How long after its arrival a request may wait for its card before it gets the site's own card instead. */
export const CARD_WAIT_MS = 3500;

/** The site's own card: rendered once per process, on the first card request (so first in any queue). */
let brand: Promise<RenderedCard> | null = null;
const brandPng = () => {
  brand ??= renderCard(brandCard()).catch((error: unknown) => {
    brand = null;
    throw error;
  });
  return brand.then((card) => card.png);
};

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
  // On disk under DATA_DIR: a card rendered once serves every later request, after a restart and on every instance
  // that shares the folder.
  const cache = new ShareCardCache({ dir: path.join(config.dataDir, 'share-cards') });

  // A wine's card as last read, for as long as another instance's read cache may be stale (catalog data changes only
  // with an import): a burst of previews then costs no database read per card.
  const productSubjects = new LRUCache<string, CardSubject>({ max: 5000, ttl: config.readCache.ttlMs });
  const productSubject = async (idOrSlug: string): Promise<CardSubject | null> => {
    const known = productSubjects.get(idOrSlug);
    if (known) return known;
    const subject = await productCardSubject(db, idOrSlug);
    if (subject) productSubjects.set(idOrSlug, subject);
    return subject;
  };

  // Once listening: the site's card (and the fonts) ready before the first burst needs it.
  app.addHook('onListen', async () => {
    brandPng().catch((err: unknown) => app.log.warn({ err }, 'the site card could not be rendered'));
  });

  if (config.shareCardsAhead > 0) {
    // Once listening (never in tests that only inject), in the background; closing stops it after the current card.
    let closing = false;
    app.addHook('onClose', async () => {
      closing = true;
    });
    app.addHook('onListen', async () => {
      const started = performance.now();
      renderCardsAhead(db, cache, config.shareCardsAhead, () => closing, productSubject).then(
        (done) => app.log.info({ ...done, seconds: Math.round((performance.now() - started) / 1000) }, 'share cards rendered ahead'),
        (err: unknown) => app.log.warn({ err }, 'rendering share cards ahead stopped'),
      );
    });
  }

  /**
   * Answers a card request within CARD_WAIT_MS of its arrival: reading the entity and rendering its card may both
   * wait in a burst, and past that the request gets the site's own card (not to be kept) while its own goes on
   * rendering for the next request. 404 when `load` finds nothing public; 304 on a matching If-None-Match.
   */
  async function answerCard(request: FastifyRequest, reply: FastifyReply, kind: CardKind, load: () => Promise<CardSubject | null>, missing: string) {
    const fallback = brandPng();
    fallback.catch(() => undefined);
    // A requester that gives up (a crawler's timeout) no longer holds a place in the render queue.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableEnded) gone.abort();
    });
    const work = (async () => {
      const subject = await load();
      if (!subject) return null;
      const etag = `"${cardVersion(subject.model)}"`;
      if (matchesEtag(request.headers['if-none-match'], etag)) return { subject, etag, card: null };
      const card = await cache.get(cardKey(kind, subject), (wanted) => renderCard(subject.model, wanted), gone.signal);
      return { subject, etag, card };
    })();
    work.catch(() => undefined);
    const outcome = await Promise.race([work, sleep(Math.max(0, CARD_WAIT_MS - reply.elapsedTime), 'late' as const)]);
    if (outcome === 'late') {
      request.log.warn({ kind, url: request.url }, 'share card not ready in time; sent the site card');
      return reply.header('cache-control', 'no-store').type('image/png').send(await fallback);
    }
    if (!outcome) throw notFound(missing);
    const { subject, etag, card } = outcome;
    reply.header('cache-control', SHARE_CARD_CACHE_CONTROL).header('etag', etag);
    if (!card) return reply.code(304).send();
    if (card.rendered) {
      reply.header('server-timing', `render;dur=${card.rendered.ms.toFixed(1)}`);
      request.log.info({ kind, entity: subject.entity, renderMs: Math.round(card.rendered.ms) }, 'share card rendered');
    }
    return reply.type('image/png').send(card.png);
  }

  app.get(
    SHARE_CARD_ROUTES.product,
    { schema: documented('Share card (og:image) of a wine, by numeric id or slug', IdOrSlugParams) },
    (request, reply) => answerCard(request, reply, 'product', () => productSubject(request.params.id), CARD_TEXTS.notFound.product),
  );

  app.get(
    SHARE_CARD_ROUTES.dish,
    { schema: documented('Share card (og:image) of a dish, by slug', z.object({ slug: z.string().max(100) })) },
    (request, reply) => answerCard(request, reply, 'dish', () => dishCardSubject(db, request.params.slug), CARD_TEXTS.notFound.dish),
  );

  app.get(
    SHARE_CARD_ROUTES.userList,
    { schema: documented('Share card (og:image) of a public user list, by id or slug; a private list is 404', IdOrSlugParams) },
    (request, reply) => answerCard(request, reply, 'user-list', () => userListCardSubject(db, request.params.id, config.publicUrl), LIST_NOT_FOUND),
  );
};
