import type { Logger } from 'pino';
import { createDevEmailSender, createDevSmsSender, type DevMailbox } from './dev';
import { createHttpSmsSender } from './http-sms';
import { createSmtpEmailSender } from './smtp';
import type { Senders } from './types';

export type SenderConfig = {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  smsGatewayUrl?: string | undefined;
  smsGatewayToken?: string | undefined;
};

/**
 * E-mail: SMTP (nodemailer) when `SMTP_URL` is set, otherwise
 * the development sender. SMS: the HTTP gateway when `SMS_GATEWAY_URL` is set, otherwise the
 * development sender. `mailbox` is the dev mailbox (undefined in production: log only).
 */
export function createSenders(config: SenderConfig, log: Logger, mailbox: DevMailbox | undefined): Senders {
  const email = config.smtpUrl
    ? createSmtpEmailSender({ url: config.smtpUrl, from: config.mailFrom ?? 'Comanda <no-reply@localhost>' })
    : createDevEmailSender(log, mailbox);
  const sms = config.smsGatewayUrl
    ? createHttpSmsSender({ url: config.smsGatewayUrl, token: config.smsGatewayToken })
    : createDevSmsSender(log, mailbox);
  return { email, sms };
}

export type { EmailSender, OutgoingEmail, OutgoingSms, Senders, SmsSender } from './types';
export { DevMailbox, type MailboxEntry } from './dev';
