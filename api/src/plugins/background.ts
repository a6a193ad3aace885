import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work an answer must not wait for (or be timed by): mail, a reset link's bookkeeping. Failures are logged. */
    inBackground(task: () => Promise<void>, what: string): void;
    /** Resolves once no background task is left (tasks may start others); close waits for it. */
    backgroundSettled(): Promise<void>;
  }
}

export const backgroundPlugin = fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    app.decorate('inBackground', (task: () => Promise<void>, what: string) => {
      const p = Promise.resolve()
        .then(task)
        .catch((err: unknown) => app.log.error({ err }, `background task failed: ${what}`))
        .finally(() => pending.delete(p));
      pending.add(p);
    });
    app.decorate('backgroundSettled', async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    });
    app.addHook('onClose', async () => app.backgroundSettled());
  },
  { name: 'vinkompassen-background' },
);
