import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  firebaseTokenBody, GALLERY_MAX_BYTES, galleryTypes, notificationSettingsBody, passwordUpdateBody, phoneCodeInput,
  profileShowQuery, profileUpdateInput, type NotificationSetting,
} from '../../../contract/profile';
import { ApiError, errorResponse } from '../../http/errors';
import { readJson, readQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { readInput } from './input';
import type { ProfileService } from './profile-service';
import type { AuthedEnv } from './require-user';
import { requestContext } from './routes';
import type { UserViews } from './user-view';

const tooLarge = 'The image may be at most 2 MB';
const galleryType = z.enum(galleryTypes, { error: 'Type must be users or shops' });

/**
 * The signed-in customer's own data (contract §2.25, N6–N8, G1). `requireUser` runs before every
 * `dashboard/*` route (server/app.ts); the session names the account, never the request.
 */
export function profileRoutes(deps: { profile: ProfileService; views: UserViews; trustProxyHops: number }) {
  const { profile, views } = deps;

  async function show(c: Context<AuthedEnv>, user?: Awaited<ReturnType<ProfileService['me']>>) {
    const { currency_id } = readQuery(c, profileShowQuery);
    const row = user ?? (await profile.me(c.var.session));
    return ok(c, await views.view(row, { imageUrl: c.var.imageUrl, currencyId: currency_id, lang: c.var.lang }));
  }

  return (
    new Hono<AuthedEnv>()
      // PR1
      .get('/dashboard/user/profile/show', (c) => show(c))
      // PR2 (JSON body) and PR3 (query parameters, empty body)
      .put('/dashboard/user/profile/update', async (c) => {
        const input = await readInput(c, profileUpdateInput);
        return show(c, await profile.update(c.var.session, input, requestContext(c, deps.trustProxyHops)));
      })
      // Comanda extension: a code to confirm a new phone number before PR3.
      .post('/dashboard/user/profile/phone/send-code', async (c) => {
        const { phone } = await readInput(c, phoneCodeInput);
        return ok(c, await profile.sendPhoneCode(c.var.session, phone, requestContext(c, deps.trustProxyHops)));
      })
      // PR4
      .post('/dashboard/user/profile/password/update', async (c) => {
        await profile.updatePassword(c.var.session, await readJson(c, passwordUpdateBody));
        return ok(c, { updated: true });
      })
      // N8
      .post('/dashboard/user/profile/firebase/token/update', async (c) => {
        const { firebase_token } = await readInput(c, firebaseTokenBody);
        await profile.savePushToken(c.var.session, firebase_token);
        return ok(c, { saved: true });
      })
      // N6
      .get('/dashboard/user/notifications', async (c) => {
        const types = await views.notificationTypes();
        return ok(c, types.map((t): NotificationSetting => ({ id: t.id, type: t.type })));
      })
      // N7
      .post('/dashboard/user/update/notifications', async (c) => {
        const { notifications } = await readJson(c, notificationSettingsBody);
        await profile.saveNotificationSettings(c.var.session, notifications);
        return ok(c, { saved: true });
      })
      // G1: multipart `image` + `type`. The body limit stops an oversize upload before it is read.
      .post(
        '/dashboard/galleries',
        bodyLimit({
          maxSize: GALLERY_MAX_BYTES + 64 * 1024,
          onError: (c) => errorResponse(c, 413, tooLarge, { image: [tooLarge] }),
        }),
        async (c) => {
          let form: Record<string, string | File | (string | File)[]>;
          try {
            form = await c.req.parseBody({ all: true });
          } catch {
            throw new ApiError(400, 'Send the picture as multipart/form-data with the field image');
          }
          const type = galleryType.safeParse(form.type ?? 'users');
          if (!type.success) throw new ApiError(422, 'Type must be users or shops', { type: ['Type must be users or shops'] });
          const image = Array.isArray(form.image) ? form.image[0] : form.image;
          if (!(image instanceof File) || image.size === 0) throw new ApiError(422, 'Choose a picture', { image: ['Choose a picture'] });
          if (image.size > GALLERY_MAX_BYTES) throw new ApiError(422, tooLarge, { image: [tooLarge] });
          const bytes = Buffer.from(await image.arrayBuffer());
          return ok(c, await profile.upload(c.var.session, { bytes, type: type.data }, (p) => c.var.imageUrl(p)));
        },
      )
  );
}
