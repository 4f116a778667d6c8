import { Hono } from 'hono';
import { z } from 'zod';
import { readQuery } from '../../http/input';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { DevMailbox } from './senders';

const mailboxQuery = z.object({ to: z.string().trim().max(191).optional() });

/**
 * Development only — server/app.ts never mounts this when NODE_ENV=production.
 * `GET dev/mailbox?to=<e-mail or phone>`: the messages the development sender "sent" (newest
 * first, this process only, last 200), so sign-up and reset can be tried without a mail server
 * or SMS gateway, and tests can read their codes.
 */
export function devMailboxRoutes(mailbox: DevMailbox) {
  return new Hono<AppEnv>().get('/dev/mailbox', (c) => {
    const { to } = readQuery(c, mailboxQuery);
    const key = to === undefined ? undefined : to.includes('@') ? to.toLowerCase() : to.replace(/\D/g, '');
    return ok(c, mailbox.list(key));
  });
}
