import type { Logger } from 'pino';
import type { EmailSender, OutgoingEmail, OutgoingSms, SmsSender } from './types';

/**
 * The development sender: codes and messages go to the server log and, outside production, to an
 * in-memory mailbox read through `GET /api/v1/dev/mailbox?to=…` (dev-mailbox-routes.ts). Nothing
 * leaves the machine, so sign-up works offline and in tests.
 */

export type MailboxEntry = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  purpose: string;
  code: string | null;
  created_at: string;
};

/** The last `capacity` messages of this process, newest first when listed. */
export class DevMailbox {
  private entries: MailboxEntry[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 200) {}

  record(channel: MailboxEntry['channel'], message: OutgoingEmail | OutgoingSms): MailboxEntry {
    const entry: MailboxEntry = {
      id: this.nextId++,
      channel,
      to: message.to,
      subject: 'subject' in message ? message.subject : null,
      text: message.text,
      purpose: message.purpose,
      code: message.code ?? null,
      created_at: new Date().toISOString(),
    };
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return entry;
  }

  /** Messages to `to` (an e-mail, or phone digits), or all, newest first. */
  list(to?: string): MailboxEntry[] {
    const matching = to === undefined ? this.entries : this.entries.filter((e) => e.to === to);
    return [...matching].reverse();
  }

  clear(): void {
    this.entries = [];
  }
}

/** `mailbox` undefined (production): the log only. */
export function createDevEmailSender(log: Logger, mailbox: DevMailbox | undefined): EmailSender {
  return {
    name: 'dev',
    send(message) {
      mailbox?.record('email', message);
      log.info({ to: message.to, purpose: message.purpose, subject: message.subject, code: message.code }, 'dev e-mail (not sent: SMTP_URL is not set)');
      return Promise.resolve();
    },
  };
}

export function createDevSmsSender(log: Logger, mailbox: DevMailbox | undefined): SmsSender {
  return {
    name: 'dev',
    send(message) {
      mailbox?.record('sms', message);
      log.info({ to: message.to, purpose: message.purpose, code: message.code }, 'dev SMS (not sent: SMS_GATEWAY_URL is not set)');
      return Promise.resolve();
    },
  };
}
