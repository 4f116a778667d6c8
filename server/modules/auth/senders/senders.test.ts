import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DevMailbox } from './dev';
import { createHttpSmsSender } from './http-sms';
import { createSenders } from './index';

const log = pino({ level: 'silent' });

describe('senders', () => {
  it('HTTP SMS gateway: POSTs {to, message} with the bearer token; a non-2xx is a failure', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    let status = 200;
    const fakeFetch = ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(new Response('{}', { status }));
    }) as unknown as typeof fetch;
    const sender = createHttpSmsSender({ url: 'https://sms.test/send', token: 's3cret', fetch: fakeFetch });
    await sender.send({ to: '573001234567', text: '123456 is your code', purpose: 'phone_signup', code: '123456' });
    expect(calls[0]!.url).toBe('https://sms.test/send');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer s3cret');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ to: '+573001234567', message: '123456 is your code' });
    status = 503;
    await expect(sender.send({ to: '573001234567', text: 'x', purpose: 'phone_signup' })).rejects.toThrow('SMS gateway answered 503');
  });

  it('picks senders from the configuration; the dev sender fills the mailbox', async () => {
    const mailbox = new DevMailbox(2);
    const dev = createSenders({}, log, mailbox);
    expect([dev.email.name, dev.sms.name]).toEqual(['dev', 'dev']);
    await dev.email.send({ to: 'a@example.com', subject: 'S', text: 'code 111111', purpose: 'email_signup', code: '111111' });
    await dev.sms.send({ to: '5730', text: 'code 222222', purpose: 'phone_signup', code: '222222' });
    await dev.sms.send({ to: '5730', text: 'code 333333', purpose: 'phone_signup', code: '333333' });
    expect(mailbox.list().map((e) => e.code)).toEqual(['333333', '222222']);
    expect(mailbox.list('a@example.com')).toEqual([]);
    const configured = createSenders({ smtpUrl: 'smtp://mail.test', smsGatewayUrl: 'https://sms.test' }, log, mailbox);
    expect([configured.email.name, configured.sms.name]).toEqual(['smtp', 'http']);
  });
});
