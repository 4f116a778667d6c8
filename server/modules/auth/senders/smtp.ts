import type { EmailSender } from './types';

export class SmtpNotAvailableError extends Error {
  constructor() {
    super('SMTP not available');
    this.name = 'SmtpNotAvailableError';
  }
}

/**
 * STUB. The SMTP sender used when `SMTP_URL` is set needs an SMTP client (nodemailer), which is
 * not a dependency yet: until it is added, every send rejects with 'SMTP not available' (the API
 * answers 'Email not sent!') and the server logs an error at start. Replace the body of `send`
 * with `transport.sendMail({from, to, subject, text})` once nodemailer is installed.
 */
export function createSmtpEmailSenderStub(_options: { url: string; from: string }): EmailSender {
  return {
    name: 'smtp-stub',
    send() {
      return Promise.reject(new SmtpNotAvailableError());
    },
  };
}
