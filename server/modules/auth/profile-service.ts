import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { authMessages as m } from '../../../contract/account-fields';
import type { VerificationStarted } from '../../../contract/auth';
import type { GalleryUpload } from '../../../contract/profile';
import type { Database } from '../../db/client';
import type { ImageStore } from '../../storage/image-store';
import { galleries, notificationSettings, userNotificationSettings, userPushTokens, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { checkCode, consumeCode } from './codes';
import { findOwnUpload } from './own-upload';
import { detectImageKind, normaliseImage, UnreadableImageError } from './image-upload';
import { hashPassword, verifyPassword } from './password';
import { RATE_RULES, type RateLimiter } from './rate-limit';
import { tooManyAttempts, type AuthService, type RequestContext } from './service';
import { endPasswordReset, revokeOtherTokens, type Session } from './tokens';
import { findUserById, findUserByPhone, isUniqueViolation, type UserRow } from './users';

/** Push tokens kept per user (newest); older devices drop off. */
const MAX_PUSH_TOKENS = 20;

const fieldError = (message: string, field: string, status: 422 | 429 = 422) => new ApiError(status, message, { [field]: [message] });

type ParsedUpdate = {
  firstname?: string | undefined;
  lastname?: string | undefined;
  birthday?: string | null | undefined;
  /** null clears it ('Prefer not to say'). */
  gender?: UserRow['gender'] | undefined;
  images?: string[] | undefined;
  phone?: string | undefined;
  verifyId?: string | undefined;
  verifyCode?: string | undefined;
};

/**
 * The signed-in customer's own account (contract §2.25, N6–N8, G1). Every method acts on the
 * session's user only: no path or body names another account.
 */
export function createProfileService(deps: {
  db: Database;
  limiter: RateLimiter;
  auth: AuthService;
  /** Where uploads go: the storage directory or the shared bucket (server/storage/image-store.ts). */
  images: ImageStore;
  now?: () => Date;
}) {
  const { db, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  async function me(session: Session): Promise<UserRow> {
    const user = await findUserById(db, session.userId);
    // The token was valid a moment ago; the account was deleted since.
    if (!user) throw new ApiError(401, m.unauthorized, undefined, { 'WWW-Authenticate': 'Bearer' });
    return user;
  }

  const ownUpload = (userId: number, title: string) => findOwnUpload(db, userId, title);

  return {
    me,

    /** PR2 / PR3. A new phone needs the code sent to it (`sendPhoneCode`). */
    async update(session: Session, input: ParsedUpdate, ctx: RequestContext): Promise<UserRow> {
      const user = await me(session);
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.firstname !== undefined) changes.firstname = input.firstname;
      if (input.lastname !== undefined) changes.lastname = input.lastname || null;
      if (input.birthday !== undefined) changes.birthday = input.birthday;
      if (input.gender !== undefined) changes.gender = input.gender;
      if (input.images?.length) {
        const img = await ownUpload(user.id, input.images[0]!);
        if (!img) throw fieldError('Upload the picture first (dashboard/galleries)', 'images.0');
        changes.img = img;
      }

      let codeId: number | null = null;
      if (input.phone !== undefined && input.phone !== user.phone) {
        const other = await findUserByPhone(db, input.phone);
        if (other) throw fieldError(m.phoneTaken, 'phone');
        if (!input.verifyId || !input.verifyCode) {
          throw fieldError('Confirm the new phone number with the code sent to it (verifyId, verifyCode)', 'phone');
        }
        const decision = await limiter.hit(RATE_RULES.codeVerifyIp, ctx.ip);
        if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs, 'verification attempts');
        const checked = await checkCode(db, { publicId: input.verifyId, purpose: 'phone_change' }, input.verifyCode, now());
        if (!checked.ok) {
          if (checked.reason === 'locked') throw fieldError(m.tooManyWrongCodes, 'phone', 429);
          throw fieldError(checked.reason === 'expired' ? m.codeExpired : m.wrongCode, 'phone');
        }
        if (checked.row.userId !== user.id || checked.row.destination !== input.phone) throw fieldError(m.wrongCode, 'phone');
        codeId = checked.row.id;
        changes.phone = input.phone;
        changes.phoneVerifiedAt = now();
      }

      try {
        return await db.transaction(async (tx) => {
          if (codeId !== null && !(await consumeCode(tx, codeId, now()))) throw fieldError(m.wrongCode, 'phone');
          const [updated] = await tx
            .update(users)
            .set({ ...changes, updatedAt: now() })
            .where(eq(users.id, user.id))
            .returning();
          return updated ?? user;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError(m.phoneTaken, 'phone');
        throw err;
      }
    },

    /** Comanda extension: a code to confirm a new phone number (then PR3 with verifyId/verifyCode). */
    async sendPhoneCode(session: Session, phone: string, ctx: RequestContext): Promise<VerificationStarted> {
      const user = await me(session);
      if (user.phone === phone) throw fieldError('This is already your phone number', 'phone');
      if (await findUserByPhone(db, phone)) throw fieldError(m.phoneTaken, 'phone');
      return deps.auth.sendPhoneChangeCode(user.id, phone, ctx);
    },

    /**
     * PR4. `old_password` is needed when the account has a password, unless this session came
     * from a password reset less than 15 minutes ago. Every other session of the user ends.
     */
    async updatePassword(session: Session, input: { old_password?: string | undefined; password: string }) {
      const user = await me(session);
      const resetting = session.passwordResetUntil !== null && session.passwordResetUntil.getTime() > now().getTime();
      if (user.passwordHash && !resetting) {
        if (!input.old_password) throw fieldError(m.required, 'old_password');
        const key = `user:${user.id}`;
        const lock = await limiter.peek(RATE_RULES.loginAccount, key);
        if (!lock.allowed) throw tooManyAttempts(lock.retryAfterMs, 'failed password attempts');
        if (!(await verifyPassword(input.old_password, user.passwordHash))) {
          await limiter.hit(RATE_RULES.loginAccount, key);
          throw fieldError(m.oldPasswordInvalid, 'old_password');
        }
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
        await revokeOtherTokens(tx, user.id, session.tokenId, now());
        await endPasswordReset(tx, session.tokenId);
      });
    },

    /** N8: the device's push token now belongs to this user (newest MAX_PUSH_TOKENS kept). */
    async savePushToken(session: Session, token: string) {
      await db.transaction(async (tx) => {
        await tx
          .insert(userPushTokens)
          .values({ token, userId: session.userId, updatedAt: now() })
          .onConflictDoUpdate({ target: userPushTokens.token, set: { userId: session.userId, updatedAt: now() } });
        const keep = tx
          .select({ token: userPushTokens.token })
          .from(userPushTokens)
          .where(eq(userPushTokens.userId, session.userId))
          .orderBy(desc(userPushTokens.updatedAt))
          .limit(MAX_PUSH_TOKENS);
        await tx
          .delete(userPushTokens)
          .where(and(eq(userPushTokens.userId, session.userId), notInArray(userPushTokens.token, keep)));
      });
    },

    /** N7: the user's choice for each listed kind, all in one transaction. */
    async saveNotificationSettings(session: Session, items: Array<{ notification_id: number; active: boolean }>) {
      const ids = [...new Set(items.map((i) => i.notification_id))];
      if (ids.length) {
        const known = await db.select({ id: notificationSettings.id }).from(notificationSettings).where(inArray(notificationSettings.id, ids));
        const knownIds = new Set(known.map((k) => k.id));
        const unknown = items.findIndex((i) => !knownIds.has(i.notification_id));
        if (unknown >= 0) throw fieldError('Unknown notification', `notifications.${unknown}.notification_id`);
      }
      await db.transaction(async (tx) => {
        for (const item of items) {
          await tx
            .insert(userNotificationSettings)
            .values({ userId: session.userId, notificationSettingId: item.notification_id, active: item.active })
            .onConflictDoUpdate({
              target: [userNotificationSettings.userId, userNotificationSettings.notificationSettingId],
              set: { active: item.active },
            });
        }
      });
    },

    /**
     * G1: checks the bytes, stores the picture under `uploads/{type}/{yyyy}/{mm}/` in the storage
     * directory and records it as this user's. `title` is its URL.
     */
    async upload(
      session: Session,
      file: { bytes: Buffer; type: GalleryUpload['type'] },
      imageUrl: (stored: string) => string | null,
    ): Promise<GalleryUpload> {
      const kind = detectImageKind(file.bytes);
      if (!kind) throw fieldError('The file must be a PNG, JPEG, WebP or SVG image', 'image');
      let image;
      try {
        image = await normaliseImage(file.bytes, kind);
      } catch (err) {
        if (err instanceof UnreadableImageError) throw fieldError('The image could not be read', 'image');
        throw err;
      }
      const t = now();
      const rel = path.posix.join(
        'uploads',
        file.type,
        String(t.getUTCFullYear()),
        String(t.getUTCMonth() + 1).padStart(2, '0'),
        `${randomUUID()}.${image.ext}`,
      );
      await deps.images.save(rel, image.data, image.mime);
      try {
        await db.insert(galleries).values({ userId: session.userId, type: file.type, path: rel, mime: image.mime, size: image.data.length });
      } catch (err) {
        await deps.images.remove(rel);
        throw err;
      }
      return { title: imageUrl(rel) ?? rel, type: file.type, mime: image.mime, size: image.data.length };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
