import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ApiConfig } from '@/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the outbox holds per message, as `<stamp>.json` (beside the full `<stamp>.eml`). */
export interface OutboxEntry extends MailMessage {
  from: string;
  date: string;
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const MAIL_FROM = 'Vinkompassen <noreply@vinkompassen.se>';

/**
 * SMTP when `config.smtpUrl` is set (e.g. smtp://user:pass@host:587), otherwise every message is
 * written to `config.outboxDir` as `.eml` (the full message) and `.json` (what tests and developers read).
 */
export function createMailer(config: Pick<ApiConfig, 'smtpUrl' | 'outboxDir'>, from = MAIL_FROM): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = (await transport.sendMail({ from, ...message })) as { messageId: string; message: Buffer };
      await mkdir(config.outboxDir, { recursive: true });
      const date = new Date();
      // Sortable and unique: time, a sequence number, and a few random bytes.
      const stamp = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence++).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
      const entry: OutboxEntry = { from, ...message, date: date.toISOString(), messageId: info.messageId };
      await writeFile(path.join(config.outboxDir, `${stamp}.eml`), info.message);
      await writeFile(path.join(config.outboxDir, `${stamp}.json`), JSON.stringify(entry, null, 2));
    },
    close: () => transport.close(),
  };
}
