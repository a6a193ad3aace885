import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: /readyz answers 503 so a load balancer sends no new work. */
    readonly draining: boolean;
  }
}

const drainingApps = new WeakSet<object>();

export const lifecyclePlugin = fp(
  async (app) => {
    app.decorate('draining', {
      getter: () => drainingApps.has(app),
    });
    // Kept-alive connections would otherwise hold the close open (up to keepAliveTimeout) after their last answer.
    app.addHook('onSend', async (_request, reply) => {
      if (drainingApps.has(app)) reply.header('connection', 'close');
    });
  },
  { name: 'vinkompassen-lifecycle' },
);

/** From now on /readyz answers 503. */
export const markDraining = (app: object): void => {
  drainingApps.add(app);
};

/**
 * Graceful shutdown (SIGTERM): mark the instance not ready, stop accepting connections, let in-flight requests
 * finish (Fastify answers requests that arrive on kept-alive connections meanwhile with 503 and closes idle
 * connections), then run every onClose hook: background mail, Redis, the database pool. Gives up after `timeoutMs`.
 */
export async function drainAndClose(app: { close(): Promise<void>; log: { info(o: object, m: string): void } }, timeoutMs: number): Promise<'closed' | 'timed out'> {
  markDraining(app);
  app.log.info({ timeoutMs }, 'draining: finishing requests in flight');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs)));
  try {
    return await Promise.race([app.close().then(() => 'closed' as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
