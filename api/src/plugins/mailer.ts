import fp from 'fastify-plugin';
import { createMailer, type MailMessage } from '../features/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends in the background (a reset request answers the same whether or not the user exists); close waits. */
    sendMail(message: MailMessage): void;
  }
}

export const mailerPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.deps.config);
    app.decorate('sendMail', (message: MailMessage) => app.inBackground(() => mailer.send(message), `mail "${message.subject}"`));
    app.addHook('onClose', async () => {
      await app.backgroundSettled();
      mailer.close();
    });
  },
  { name: 'vinkompassen-mailer', dependencies: ['vinkompassen-background'] },
);
