import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { authSession, type AuthSession } from '../../contract/auth';
import { errorBody, type ErrorBody } from '../../contract/http';
import type { ApiApp } from '../../server/app';
import type { Database } from '../../server/db/client';

/** Small HTTP helpers for the auth and profile suites (in-process app, JSON in and out). */

export type Call = {
  query?: Record<string, string | number>;
  json?: unknown;
  token?: string;
  /** Raw Authorization header (overrides `token`). */
  authorization?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
};

export type Reply<T = unknown> = { res: Response; status: number; body: T };

export async function call<T = unknown>(app: ApiApp, method: string, path: string, init: Call = {}): Promise<Reply<T>> {
  const url = new URL(`http://shop.test/api/v1/${path}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.authorization !== undefined) headers.set('Authorization', init.authorization);
  else if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const res = await app.request(url.toString(), {
    method,
    headers,
    body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const text = await res.text();
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Expects the contract's error body (§1.6) with `status`; returns it. */
export function expectError(reply: Reply, status: number, message?: string | RegExp): ErrorBody {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const body = errorBody.parse(reply.body);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

export function expectSession(reply: Reply): AuthSession {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return authSession.parse((reply.body as { data: unknown }).data);
}

type MailboxEntry = { to: string; channel: string; purpose: string; code: string | null; subject: string | null; text: string };

/** The newest message the development sender recorded for `to` (through GET dev/mailbox). */
export async function lastMessage(app: ApiApp, to: string): Promise<MailboxEntry> {
  const reply = await call<{ data: MailboxEntry[] }>(app, 'GET', 'dev/mailbox', { query: { to } });
  expect(reply.status).toBe(200);
  const [entry] = reply.body.data;
  if (!entry) throw new Error(`no message to ${to}`);
  return entry;
}

export async function lastCode(app: ApiApp, to: string): Promise<string> {
  const entry = await lastMessage(app, to);
  expect(entry.code).toMatch(/^\d{6}$/);
  expect(entry.text).toContain(entry.code);
  return entry.code!;
}

export const PASSWORD = 'secret-pass-1';

/** A complete e-mail account through the public flow (A2 → A3 → A5). */
export async function signUpByEmail(app: ApiApp, email: string, extra: Record<string, unknown> = {}): Promise<AuthSession> {
  expect((await call(app, 'POST', 'auth/register', { query: { email } })).status).toBe(200);
  const code = await lastCode(app, email);
  expect((await call(app, 'GET', `auth/verify/${code}`)).status).toBe(200);
  return expectSession(
    await call(app, 'POST', 'auth/after-verify', {
      json: { email, firstname: 'Ana', lastname: 'Restrepo', gender: 'female', password: PASSWORD, password_confirmation: PASSWORD, ...extra },
    }),
  );
}

/** A complete phone account (A2 with phone → A6 with details and password). */
export async function signUpByPhone(app: ApiApp, phone: string, extra: Record<string, unknown> = {}): Promise<AuthSession> {
  const started = await call<{ data: { verifyId: string } }>(app, 'POST', 'auth/register', { query: { phone } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const code = await lastCode(app, phone);
  return expectSession(
    await call(app, 'POST', 'auth/verify/phone', {
      json: {
        verifyId: started.body.data.verifyId,
        verifyCode: code,
        firstname: 'Luis',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...extra,
      },
    }),
  );
}

/**
 * Removes every account (tokens, codes, uploads, wallets… go with them) and leaves the demo catalog:
 * a DELETE, because TRUNCATE … CASCADE would also empty the tables that point at users (shops).
 */
export async function clearAccounts(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM verification_codes`);
  await db.execute(sql`DELETE FROM users`);
}
