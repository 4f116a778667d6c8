import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { branchRoutes } from './branch-routes';
import { reviewRoutes } from './review-routes';
import { shopRoutes } from './shop-routes';
import { sitemapRoutes } from './sitemap-routes';

/**
 * The catalog's public routes, one group per concern. Groups with more specific paths under
 * `rest/shops/:id/…` (reviews) are mounted before the shop group's `rest/shops/:id`.
 */
export function catalogRoutes(db: Database, i18n: I18nService) {
  return new Hono<AppEnv>()
    .route('/', reviewRoutes(db))
    .route('/', branchRoutes(db, i18n))
    .route('/', shopRoutes(db, i18n))
    .route('/', sitemapRoutes(db));
}
