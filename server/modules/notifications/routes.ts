import { Hono } from 'hono';
import { newsCreateBody, notificationIdParams, notificationMessages as m, notificationsQuery } from '../../../contract/notifications';
import { cachePolicy } from '../../../contract/cache-policy';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { I18nService } from '../i18n/service';
import { createNews, publishNews } from './news';
import { createNotificationService, notificationViews } from './service';

/** N1–N5 (contract §2.24), behind `requireUser`: the caller's own notifications only. */
export function notificationRoutes(db: Database, i18n: I18nService) {
  const service = createNotificationService(db);
  return new Hono<AuthedEnv>()
    .get('/dashboard/notifications', async (c) => {
      const q = readQuery(c, notificationsQuery);
      const { rows, total } = await service.list(c.var.session.userId, q);
      return paginated(c, await notificationViews(db, rows, c.var.lang, await i18n.defaultLocale()), { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .get('/dashboard/user/profile/notifications-statistic', async (c) => {
      // Contract §1.5: a bare object, not an envelope.
      c.header('Cache-Control', cachePolicy.none);
      return c.json(await service.statistics(c.var.session.userId));
    })
    .post('/dashboard/notifications/read-all', async (c) => {
      await service.readAll(c.var.session.userId);
      return ok(c, null);
    })
    .post('/dashboard/notifications/:id/read-at', async (c) => {
      const { id } = readParams(c, notificationIdParams);
      if (!(await service.readOne(c.var.session.userId, id))) throw new ApiError(404, m.notFound);
      return ok(c, null);
    })
    .get('/dashboard/notifications/:id', async (c) => {
      const { id } = readParams(c, notificationIdParams);
      const row = await service.one(c.var.session.userId, id);
      if (!row) throw new ApiError(404, m.notFound);
      const [view] = await notificationViews(db, [row], c.var.lang, await i18n.defaultLocale());
      return ok(c, view);
    });
}

/** Operators (behind `requireOperator`): publish news to every customer who wants it. */
export function newsRoutes(db: Database) {
  return new Hono<AuthedEnv>()
    .post('/dashboard/admin/news', async (c) => {
      const body = await readInput(c, newsCreateBody);
      const id = await createNews(db, body);
      return ok(c, await publishNews(db, id), 'none');
    })
    .post('/dashboard/admin/news/:id/publish', async (c) => {
      const { id } = readParams(c, notificationIdParams);
      return ok(c, await publishNews(db, id));
    });
}
