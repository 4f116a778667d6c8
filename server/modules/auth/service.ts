import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { authMessages as m } from '../../../contract/account-fields';
import type { VerificationStarted } from '../../../contract/auth';
import type { Database, Tx } from '../../db/client';
import { settings, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { checkCode, codeLifetimeMs, consumeCode, createCode, retireCode, type CodePurpose, type CodeTarget } from './codes';
import type { Bundle } from '../../../app/lib/i18n/translator';
import { codeMessage } from './code-messages';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password';
import { RATE_RULES, signInDelayMs, type RateLimiter, type RateRule } from './rate-limit';
import type { Senders } from './senders';
import { issueToken, revokeToken, type IssuedToken, type TokenKind } from './tokens';
import { createUser, findUserByEmail, findUserByPhone, isUniqueViolation, requireReferrer, type UserRow } from './users';

/** Who is asking: rate-limit keys, token metadata, logs. */
/** `lang`: the request's language (contract §1.3); messages sent for it (codes) are in it. */
export type RequestContext = { ip: string; userAgent: string | undefined; log: Logger; lang?: string | undefined };

export type AuthDeps = {
  db: Database;
  senders: Senders;
  limiter: RateLimiter;
  /** A language's interface strings (the i18n service's bundle); default none: English. */
  strings?: (locale: string) => Promise<Bundle>;
  now?: () => Date;
  /** Waits out the per-account sign-in slow-down (decision 0009); tests record instead. */
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An opened session: the token and the account it belongs to. */
export type SessionGrant = IssuedToken & { user: UserRow };

/** An e-mail sign-up must be completed (A5) within this time after its code was confirmed (A3). */
export const SIGNUP_COMPLETION_WINDOW_MS = 30 * 60_000;

const fieldError = (status: 422, message: string, field: string) => new ApiError(status, message, { [field]: [message] });

export function tooManyAttempts(retryAfterMs: number, what = 'attempts'): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new ApiError(429, `Too many ${what}. Try again in ${wait}.`, undefined, { 'Retry-After': String(seconds) });
}

/**
 * Sign-up, sign-in and password reset (contract §2.1). Routes parse and validate the input; this
 * decides. Every multi-row write runs in one transaction; codes are sent after it commits (no
 * transaction waits on a mail server), and a code that could not be sent is retired.
 */
export function createAuthService(deps: AuthDeps) {
  const { db, senders, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? realSleep;

  async function limit(rule: RateRule, key: string, what?: string) {
    const decision = await limiter.hit(rule, key);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs, what);
  }

  async function siteTitle(): Promise<string> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'title'));
    return row?.value || 'Comanda';
  }

  /** Per IP and per destination, before anything is written or sent. */
  async function limitCodeSend(ctx: RequestContext, destination: string) {
    await limit(RATE_RULES.codeSendIp, ctx.ip, 'verification codes requested');
    await limit(RATE_RULES.codeSendDestination, destination, 'verification codes requested');
  }

  /** Stores a code (with `before`, in one transaction), sends it, and retires it if sending fails. */
  async function sendCode(
    ctx: RequestContext,
    input: { purpose: CodePurpose; channel: 'email' | 'sms'; destination: string; userId: number | null },
    before?: (tx: Tx) => Promise<number | null>,
  ): Promise<VerificationStarted> {
    const t = now();
    const lifetimeMs = await codeLifetimeMs(db);
    const created = await db.transaction(async (tx) => {
      const userId = before ? await before(tx) : input.userId;
      return createCode(tx, { purpose: input.purpose, destination: input.destination, userId, now: t, lifetimeMs });
    });
    const locale = ctx.lang ?? 'en';
    const bundle = deps.strings ? await deps.strings(locale).catch(() => ({})) : {};
    const text = codeMessage({ purpose: input.purpose, code: created.code, lifetimeMs, site: await siteTitle(), locale, bundle });
    try {
      if (input.channel === 'email') {
        await senders.email.send({ to: input.destination, subject: text.subject, text: text.text, purpose: input.purpose, code: created.code });
      } else {
        await senders.sms.send({ to: input.destination, text: text.sms, purpose: input.purpose, code: created.code });
      }
    } catch (err) {
      ctx.log.error({ err, purpose: input.purpose, channel: input.channel, sender: senders[input.channel].name }, 'verification code not sent');
      await retireCode(db, created.id, now());
      throw new ApiError(502, input.channel === 'sms' ? m.smsNotSent : m.emailNotSent);
    }
    return {
      verifyId: created.publicId,
      ...(input.channel === 'email' ? { email: input.destination } : { phone: input.destination }),
      expires_in: Math.round(lifetimeMs / 1000),
    };
  }

  /** Checks a code (counting a wrong try) and turns failures into the API's answers. */
  async function checkedCode(ctx: RequestContext, target: CodeTarget, code: string) {
    await limit(RATE_RULES.codeVerifyIp, ctx.ip, 'verification attempts');
    const result = await checkCode(db, target, code, now());
    if (result.ok) return result.row;
    if (result.reason === 'locked') throw new ApiError(429, m.tooManyWrongCodes);
    if (result.reason === 'expired') throw fieldError(422, m.codeExpired, 'verifyCode');
    throw fieldError(422, m.wrongCode, 'verifyCode');
  }

  async function grant(
    tx: Tx,
    user: UserRow,
    kind: TokenKind,
    ctx: RequestContext,
  ): Promise<SessionGrant> {
    const issued = await issueToken(tx, user.id, kind, { now: now(), userAgent: ctx.userAgent });
    return { ...issued, user };
  }

  return {
    /** A1: e-mail or phone + password → a session. */
    async login(input: { email?: string | undefined; phone?: string | undefined; password: string }, ctx: RequestContext) {
      // Decision 0009: per address (every attempt), per (account, address) pair (failures: a
      // refusal), per account (failures: only a capped slow-down, so no stranger can lock it).
      await limit(RATE_RULES.loginIp, ctx.ip, 'sign-in attempts');
      const account = input.email ?? `phone:${input.phone}`;
      const pair = `${account}|${ctx.ip}`;
      const lock = await limiter.peek(RATE_RULES.loginPair, pair);
      if (!lock.allowed) throw tooManyAttempts(lock.retryAfterMs, 'failed sign-in attempts');
      const failures = await limiter.peek(RATE_RULES.loginAccountFailures, account);
      const delay = signInDelayMs(RATE_RULES.loginAccountFailures.limit - failures.remaining);
      if (delay > 0) await sleep(delay);

      const user = input.email ? await findUserByEmail(db, input.email) : await findUserByPhone(db, input.phone!);
      const stored = user && !user.signupPending ? user.passwordHash : null;
      let matches = false;
      if (stored) matches = await verifyPassword(input.password, stored);
      else await burnPasswordCheck(input.password);
      if (!user || !stored || !matches) {
        await limiter.hit(RATE_RULES.loginPair, pair);
        await limiter.hit(RATE_RULES.loginAccountFailures, account);
        throw new ApiError(422, m.loginInvalid);
      }
      if (!user.active) throw new ApiError(403, m.userBlocked);
      await limiter.reset(RATE_RULES.loginPair, pair);
      await limiter.reset(RATE_RULES.loginAccountFailures, account);
      if (needsRehash(stored)) {
        await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
      }
      return db.transaction((tx) => grant(tx, user, 'login', ctx));
    },

    /**
     * A2 / A4: starts (or restarts) a sign-up. E-mail: a pending account holds the address until
     * it is completed (A5); an address of a completed account is taken. Phone: the account is made
     * when the code is confirmed (A6).
     */
    async startSignup(input: { email?: string | undefined; phone?: string | undefined }, ctx: RequestContext, resend = false) {
      if (!resend) await limit(RATE_RULES.registerIp, ctx.ip, 'sign-up attempts');
      if (input.email) {
        const email = input.email;
        const existing = await findUserByEmail(db, email);
        if (existing && !existing.signupPending) throw fieldError(422, m.emailTaken, 'email');
        await limitCodeSend(ctx, email);
        return sendCode(ctx, { purpose: 'email_signup', channel: 'email', destination: email, userId: existing?.id ?? null }, async (tx) => {
          if (existing) return existing.id;
          try {
            const user = await createUser(tx, { email, signupPending: true });
            return user.id;
          } catch (err) {
            if (isUniqueViolation(err)) throw fieldError(422, m.emailTaken, 'email');
            throw err;
          }
        });
      }
      const phone = input.phone!;
      if (await findUserByPhone(db, phone)) throw fieldError(422, m.phoneTaken, 'phone');
      await limitCodeSend(ctx, phone);
      return sendCode(ctx, { purpose: 'phone_signup', channel: 'sms', destination: phone, userId: null });
    },

    /** A3: confirms an e-mail sign-up code (bound to `email`/`verifyId` when given). */
    async verifyEmail(code: string, bind: { email?: string | undefined; verifyId?: string | undefined }, ctx: RequestContext) {
      const target: CodeTarget = bind.verifyId
        ? { publicId: bind.verifyId, purpose: 'email_signup' }
        : bind.email
          ? { destination: bind.email, purpose: 'email_signup' }
          : { codeOnly: true, purpose: 'email_signup' };
      const row = await checkedCode(ctx, target, code);
      if (bind.email && bind.verifyId && row.destination !== bind.email) throw fieldError(422, m.wrongCode, 'verifyCode');
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, row.id, now()))) throw fieldError(422, m.wrongCode, 'verifyCode');
        await tx
          .update(users)
          .set({ emailVerifiedAt: now(), updatedAt: now() })
          .where(and(eq(users.email, row.destination), eq(users.signupPending, true)));
      });
      return { email: row.destination };
    },

    /** A5: completes a confirmed e-mail sign-up with the person's details and password. */
    async completeEmailSignup(
      input: { email: string; firstname: string; lastname?: string | undefined; gender?: UserRow['gender'] | undefined; password: string; referral?: string | undefined },
      ctx: RequestContext,
    ) {
      await limit(RATE_RULES.registerIp, ctx.ip, 'sign-up attempts');
      const user = await findUserByEmail(db, input.email);
      if (user && !user.signupPending) throw fieldError(422, m.emailTaken, 'email');
      const verifiedAt = user?.emailVerifiedAt?.getTime();
      if (!user || !verifiedAt || now().getTime() - verifiedAt > SIGNUP_COMPLETION_WINDOW_MS) {
        throw fieldError(422, m.emailNotVerified, 'email');
      }
      const referrer = await requireReferrer(db, input.referral, user);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(users)
          .set({
            firstname: input.firstname,
            lastname: input.lastname ?? null,
            gender: input.gender ?? null,
            passwordHash,
            signupPending: false,
            referredById: referrer,
            updatedAt: now(),
          })
          .where(and(eq(users.id, user.id), eq(users.signupPending, true)))
          .returning();
        if (!done) throw fieldError(422, m.emailTaken, 'email');
        return grant(tx, done, 'register', ctx);
      });
    },

    /** A6: confirms a phone sign-up code and opens the account (details and password optional). */
    async verifyPhone(
      input: {
        verifyId: string;
        verifyCode: string;
        phone?: string | undefined;
        firstname?: string | undefined;
        lastname?: string | undefined;
        gender?: UserRow['gender'] | undefined;
        password?: string | undefined;
        referral?: string | undefined;
      },
      ctx: RequestContext,
    ) {
      const row = await checkedCode(ctx, { publicId: input.verifyId, purpose: 'phone_signup' }, input.verifyCode);
      if (input.phone && input.phone !== row.destination) throw fieldError(422, m.wrongCode, 'verifyCode');
      if (await findUserByPhone(db, row.destination)) throw fieldError(422, m.phoneTaken, 'phone');
      // Before the code is used: a wrong referral code is fixed and sent again with the same code.
      const referrer = await requireReferrer(db, input.referral);
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      try {
        return await db.transaction(async (tx) => {
          if (!(await consumeCode(tx, row.id, now()))) throw fieldError(422, m.wrongCode, 'verifyCode');
          const user = await createUser(tx, {
            phone: row.destination,
            phoneVerifiedAt: now(),
            firstname: input.firstname ?? null,
            lastname: input.lastname ?? null,
            gender: input.gender ?? null,
            passwordHash,
            referredById: referrer,
          });
          return grant(tx, user, 'register', ctx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError(422, m.phoneTaken, 'phone');
        throw err;
      }
    },

    /**
     * A11 `auth/forgot/password`: a reset code by SMS. The answer is the same whether or not the
     * number has an account (no account discovery); only an account gets a message.
     */
    async forgotPasswordByPhone(phone: string, ctx: RequestContext): Promise<VerificationStarted> {
      await limitCodeSend(ctx, phone);
      const user = await findUserByPhone(db, phone);
      if (!user || !user.active || user.signupPending) {
        ctx.log.info({ purpose: 'phone_password_reset' }, 'reset asked for a phone without an account');
        return { verifyId: randomUUID(), phone, expires_in: Math.round((await codeLifetimeMs(db)) / 1000) };
      }
      return sendCode(ctx, { purpose: 'phone_password_reset', channel: 'sms', destination: phone, userId: user.id });
    },

    /** `auth/forgot/password/confirm`: the SMS code → a session that may set a new password (PR4). */
    async confirmPhoneReset(input: { verifyId: string; verifyCode: string; phone?: string | undefined }, ctx: RequestContext) {
      const row = await checkedCode(ctx, { publicId: input.verifyId, purpose: 'phone_password_reset' }, input.verifyCode);
      if (input.phone && input.phone !== row.destination) throw fieldError(422, m.wrongCode, 'verifyCode');
      return resetSession(row, ctx);
    },

    /** A9: a reset code by e-mail; same answer with or without an account. */
    async forgotPasswordByEmail(email: string, ctx: RequestContext): Promise<void> {
      await limitCodeSend(ctx, email);
      const user = await findUserByEmail(db, email);
      if (!user || !user.active || user.signupPending) {
        ctx.log.info({ purpose: 'email_password_reset' }, 'reset asked for an e-mail without an account');
        return;
      }
      await sendCode(ctx, { purpose: 'email_password_reset', channel: 'email', destination: email, userId: user.id });
    },

    /** A10: the e-mailed code → a session that may set a new password (PR4). */
    async confirmEmailReset(email: string, code: string, ctx: RequestContext) {
      const row = await checkedCode(ctx, { destination: email, purpose: 'email_password_reset' }, code);
      return resetSession(row, ctx);
    },

    /**
     * Comanda extension `auth/login/phone/send-code`: a sign-in code by SMS. Like A11, the answer
     * is the same whether or not the number has an account, and only an account gets a message.
     */
    async sendLoginCode(phone: string, ctx: RequestContext): Promise<VerificationStarted> {
      await limitCodeSend(ctx, phone);
      const user = await findUserByPhone(db, phone);
      if (!user || !user.active || user.signupPending) {
        ctx.log.info({ purpose: 'phone_login' }, 'sign-in code asked for a phone without an account');
        return { verifyId: randomUUID(), phone, expires_in: Math.round((await codeLifetimeMs(db)) / 1000) };
      }
      return sendCode(ctx, { purpose: 'phone_login', channel: 'sms', destination: phone, userId: user.id });
    },

    /** Comanda extension `auth/login/phone`: the SMS code → a session, as A1 answers. */
    async loginWithPhoneCode(input: { verifyId: string; verifyCode: string; phone?: string | undefined }, ctx: RequestContext) {
      const row = await checkedCode(ctx, { publicId: input.verifyId, purpose: 'phone_login' }, input.verifyCode);
      if (input.phone && input.phone !== row.destination) throw fieldError(422, m.wrongCode, 'verifyCode');
      return db.transaction(async (tx) => {
        if (!(await consumeCode(tx, row.id, now()))) throw fieldError(422, m.wrongCode, 'verifyCode');
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId ?? 0));
        if (!user || user.signupPending) throw fieldError(422, m.wrongCode, 'verifyCode');
        if (!user.active) throw new ApiError(403, m.userBlocked);
        return grant(tx, user, 'login', ctx);
      });
    },

    /** A code to confirm a signed-in user's new phone number (profile-service.ts). */
    async sendPhoneChangeCode(userId: number, phone: string, ctx: RequestContext): Promise<VerificationStarted> {
      await limitCodeSend(ctx, phone);
      return sendCode(ctx, { purpose: 'phone_change', channel: 'sms', destination: phone, userId });
    },

    /** Comanda extension `auth/logout`: the presented token stops working. */
    async logout(tokenId: number) {
      await revokeToken(db, tokenId, now());
    },
  };

  async function resetSession(row: { id: number; userId: number | null; purpose: CodePurpose }, ctx: RequestContext) {
    return db.transaction(async (tx) => {
      if (!(await consumeCode(tx, row.id, now()))) throw fieldError(422, m.wrongCode, 'verifyCode');
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId ?? 0));
      if (!user || !user.active) throw fieldError(422, m.wrongCode, 'verifyCode');
      // Whoever reads the mailbox owns the address: a reset by e-mail confirms it.
      const confirmed =
        row.purpose === 'email_password_reset' && !user.emailVerifiedAt
          ? (await tx.update(users).set({ emailVerifiedAt: now() }).where(eq(users.id, user.id)).returning())[0] ?? user
          : user;
      return grant(tx, confirmed, 'password_reset', ctx);
    });
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
