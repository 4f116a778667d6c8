/**
 * Where one-time codes go. The auth module only sees these interfaces; `index.ts` picks the
 * implementations from the configuration (SMTP / an HTTP SMS gateway, or the development sender
 * that writes to the log and the dev mailbox).
 */

export type OutgoingEmail = {
  /** Lower-cased address. */
  to: string;
  subject: string;
  text: string;
  /** What the code is for (verification purpose), for logs and the dev mailbox. */
  purpose: string;
  /** The code itself, so the development sender can show it; real senders only use `text`. */
  code?: string;
};

export type OutgoingSms = {
  /** Digits only (E.164 without `+`). */
  to: string;
  text: string;
  purpose: string;
  code?: string;
};

export interface EmailSender {
  /** Short name for logs: `dev`, `smtp`. */
  readonly name: string;
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: OutgoingEmail): Promise<void>;
}

export interface SmsSender {
  readonly name: string;
  send(message: OutgoingSms): Promise<void>;
}

export type Senders = { email: EmailSender; sms: SmsSender };
