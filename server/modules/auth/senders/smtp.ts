import nodemailer from 'nodemailer';
import type { EmailSender } from './types';

export type SmtpOptions = {
  /** `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS). */
  url: string;
  /** `MAIL_FROM`: `Name <address>`. */
  from: string;
  /** Connection, greeting and socket timeouts; a code request waits at most about this long. */
  timeoutMs?: number;
};

/**
 * E-mail through an SMTP server (nodemailer), used when `SMTP_URL` is set. One pooled transport
 * per process; a message counts as sent once the server accepted it. Plain text only: the codes'
 * messages (code-messages.ts) are short and need no markup.
 */
export function createSmtpEmailSender(options: SmtpOptions): EmailSender & { close(): void } {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    close() {
      transport.close();
    },
  };
}
