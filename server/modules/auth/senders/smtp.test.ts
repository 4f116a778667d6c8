import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMessage } from '../code-messages';
import { createSenders } from './index';
import { createSmtpEmailSender } from './smtp';

type Received = { from: string; to: string[]; raw: string; user: string | undefined };

/** A local SMTP server (smtp-server) that keeps what it receives; rejects mail to `refuse@…`. */
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, done) {
    if (auth.username === 'mailer' && auth.password === 's3cret') done(null, { user: auth.username });
    else done(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, done) {
    if (address.address.startsWith('refuse@')) done(new Error('Mailbox unavailable'));
    else done();
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        user: session.user as string | undefined,
      });
      done();
    });
  },
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://mailer:s3cret@127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP sender (nodemailer)', () => {
  it('delivers the code message with the configured sender, signed in to the server', async () => {
    const senders = createSenders({ smtpUrl: url, mailFrom: 'Comanda <codes@shop.test>' }, pino({ level: 'silent' }), undefined);
    expect(senders.email.name).toBe('smtp');
    const text = codeMessage({ purpose: 'email_signup', code: '483920', lifetimeMs: 60_000, site: 'Comanda', locale: 'en', bundle: {} });
    await senders.email.send({ to: 'ana@example.com', subject: text.subject, text: text.text, purpose: 'email_signup', code: '483920' });
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'codes@shop.test', to: ['ana@example.com'], user: 'mailer' });
    expect(mail.raw).toMatch(/^From: Comanda <codes@shop\.test>$/m);
    expect(mail.raw).toMatch(/^Subject: Comanda: your verification code 483920$/m);
    expect(mail.raw).toContain('483920 is your Comanda code to confirm your e-mail address');
    (senders.email as ReturnType<typeof createSmtpEmailSender>).close();
  });

  it('rejects when the server refuses the message or the credentials (the API then answers "Email not sent!")', async () => {
    const sender = createSmtpEmailSender({ url, from: 'codes@shop.test' });
    await expect(sender.send({ to: 'refuse@example.com', subject: 's', text: 't', purpose: 'email_signup' })).rejects.toThrow(/Mailbox unavailable/);
    sender.close();
    const wrongPassword = createSmtpEmailSender({ url: url.replace('s3cret', 'wrong'), from: 'codes@shop.test' });
    await expect(wrongPassword.send({ to: 'ana@example.com', subject: 's', text: 't', purpose: 'email_signup' })).rejects.toThrow(/Invalid username or password/);
    wrongPassword.close();
  });
});
