import type pg from 'pg';

/**
 * The large catalog of `npm run bench -- --large`: 10 000 shops and 1 000 000 products added to
 * the demo marketplace, all with set-based SQL (`INSERT … SELECT generate_series`) so a run takes
 * minutes, not hours. The demo's own shops and products are the templates: every generated shop
 * or product copies one's titles in en/es/ar (plus a neighbourhood or a variant word), category,
 * unit and brand, so searches and filters meet the same words, languages and categories as on the
 * demo, only a thousand times more often. Values are derived from the row number with fixed
 * multipliers, not random(), so two generations are identical.
 */

export const LARGE_SHOPS = 10_000;
export const PRODUCTS_PER_SHOP = 100;
export const LARGE_PRODUCTS = LARGE_SHOPS * PRODUCTS_PER_SHOP;
/** Generated shops' slugs start with this; how a run recognises an already generated catalog. */
export const SLUG_PREFIX = 'bench-';

/** Medellín's centre (the demo's default point); shops spread ±0.12° lat × ±0.10° lng around it (~26 × 22 km). */
export const CITY = { latitude: 6.2442, longitude: -75.5812, latSpread: 0.12, lngSpread: 0.1 };

/** Neighbourhoods appended to shop titles ("Forno Napoli Laureles"). */
const NEIGHBOURHOODS = [
  'Laureles', 'El Poblado', 'Envigado', 'Belén', 'Robledo', 'Buenos Aires', 'La América', 'Castilla', 'Manrique',
  'Aranjuez', 'Itagüí', 'Sabaneta', 'Bello', 'Estadio', 'Calasanz', 'Prado', 'Boston', 'La Candelaria', 'Guayabal',
  'San Javier', 'Conquistadores', 'Florida Nueva', 'Los Colores', 'Provenza', 'Ciudad del Río', 'Las Palmas',
];

/** Variant words appended to product titles, in en / es / ar. */
const VARIANTS: ReadonlyArray<readonly [string, string, string]> = [
  ['Classic', 'Clásico', 'كلاسيك'], ['Family size', 'Tamaño familiar', 'حجم عائلي'], ['Mini', 'Mini', 'ميني'],
  ['Homemade', 'Casero', 'منزلي'], ['Deluxe', 'Deluxe', 'ديلوكس'], ['Organic', 'Orgánico', 'عضوي'],
  ['Spicy', 'Picante', 'حار'], ['Light', 'Light', 'لايت'], ['Double', 'Doble', 'دبل'], ['Special', 'Especial', 'خاص'],
  ['Premium', 'Premium', 'بريميوم'], ['Fresh', 'Fresco', 'طازج'], ['Traditional', 'Tradicional', 'تقليدي'],
  ['Large', 'Grande', 'كبير'], ['Small', 'Pequeño', 'صغير'], ['Vegan', 'Vegano', 'نباتي'], ['Kids', 'Infantil', 'للأطفال'],
  ['Combo', 'Combo', 'كومبو'], ['Gourmet', 'Gourmet', 'فاخر'], ['Artisan', 'Artesanal', 'حرفي'],
];

const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** True when a complete large catalog is already there. */
export async function hasLargeCatalog(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ shops: string; products: string }>(
    `SELECT (SELECT count(*) FROM shops WHERE slug LIKE '${SLUG_PREFIX}%') AS shops,
            (SELECT count(*) FROM products p JOIN shops s ON s.id = p.shop_id WHERE s.slug LIKE '${SLUG_PREFIX}%') AS products`,
  );
  return Number(rows[0]?.shops) === LARGE_SHOPS && Number(rows[0]?.products) === LARGE_PRODUCTS;
}

/**
 * Adds the large catalog to a database holding the demo marketplace, in one transaction (a
 * failed run leaves nothing half made). `log` gets one line per step with its duration.
 */
export async function generateLargeCatalog(client: pg.Client, log: (line: string) => void): Promise<void> {
  const step = async (name: string, statement: string) => {
    const started = performance.now();
    const result = await client.query(statement);
    log(`  ${name}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await client.query(`SET LOCAL work_mem = '64MB'`);
    // Templates: the demo's approved shops and its sellable products, numbered from 1.
    await client.query(`
      CREATE TEMP TABLE shop_tpl ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY s.id) AS n, s.id, s.type,
             en.title AS en_title, es.title AS es_title, ar.title AS ar_title,
             en.description AS en_desc, es.description AS es_desc, ar.description AS ar_desc
      FROM shops s
      JOIN shop_translations en ON en.shop_id = s.id AND en.locale = 'en'
      JOIN shop_translations es ON es.shop_id = s.id AND es.locale = 'es'
      JOIN shop_translations ar ON ar.shop_id = s.id AND ar.locale = 'ar'
      WHERE s.status = 'approved' AND s.slug NOT LIKE '${SLUG_PREFIX}%'`);
    await client.query(`
      CREATE TEMP TABLE product_tpl ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY p.id) AS n, p.category_id, p.unit_id, p.brand_id, p.interval, p.tax,
             en.title AS en_title, es.title AS es_title, ar.title AS ar_title,
             en.description AS en_desc, es.description AS es_desc, ar.description AS ar_desc,
             (SELECT min(st.price) FROM stocks st WHERE st.product_id = p.id) AS price
      FROM products p
      JOIN product_translations en ON en.product_id = p.id AND en.locale = 'en'
      JOIN product_translations es ON es.product_id = p.id AND es.locale = 'es'
      JOIN product_translations ar ON ar.product_id = p.id AND ar.locale = 'ar'
      WHERE NOT p.addon AND p.status = 'published' AND p.active`);
    await client.query(`CREATE TEMP TABLE base ON COMMIT DROP AS
      SELECT (SELECT coalesce(max(id), 0) FROM shops) AS shop0,
             (SELECT coalesce(max(id), 0) FROM products) AS product0,
             (SELECT count(*) FROM shop_tpl) AS shop_tpls,
             (SELECT count(*) FROM product_tpl) AS product_tpls,
             (SELECT array_agg(id ORDER BY id) FROM categories WHERE type = 'shop') AS shop_categories`);

    // Shops: explicit ids after the demo's (sequences are moved on at the end). 95 % approved,
    // 90 % switched open, a mix of delivery prices, ratings and order counts for the orderings.
    await step('shops', `
      INSERT INTO shops (id, slug, type, status, open, verify, is_recommended, price, price_per_km, min_amount, tax,
        delivery_time_from, delivery_time_to, latitude, longitude, rating_avg, reviews_count, orders_count, has_section, created_at)
      SELECT b.shop0 + g, '${SLUG_PREFIX}' || g, t.type,
        (CASE WHEN g % 20 = 0 THEN 'new' ELSE 'approved' END)::shop_status,
        g % 10 <> 0, g % 4 = 0, g % 50 = 0,
        (CASE WHEN g % 5 = 0 THEN 0 ELSE 1 + (g * 7) % 5 END)::numeric(14,2), 0.5, (g * 3) % 20, 8,
        10 + (g % 4) * 5, 30 + (g % 4) * 10,
        ${CITY.latitude} + ((((g::bigint * 7919) % 10007)::float8 / 10006) * 2 - 1) * ${CITY.latSpread},
        ${CITY.longitude} + ((((g::bigint * 104729) % 10009)::float8 / 10008) * 2 - 1) * ${CITY.lngSpread},
        round((2.5 + ((g * 37) % 250) / 100.0)::numeric, 2), (g * 13) % 400, (g * 31) % 5000, g % 7 = 0,
        now() - make_interval(days => g % 700)
      FROM base b CROSS JOIN generate_series(1, ${LARGE_SHOPS}) g
      JOIN shop_tpl t ON t.n = 1 + (g * 17) % b.shop_tpls`);
    await step('shop translations', `
      INSERT INTO shop_translations (shop_id, locale, title, description, address)
      SELECT b.shop0 + g, l.locale,
        CASE l.locale WHEN 'en' THEN t.en_title WHEN 'es' THEN t.es_title ELSE t.ar_title END || ' ' || n.name,
        CASE l.locale WHEN 'en' THEN t.en_desc WHEN 'es' THEN t.es_desc ELSE t.ar_desc END,
        'Calle ' || (g % 120) || ' # ' || (g % 80) || '-' || (g % 60) || ', ' || n.name
      FROM base b CROSS JOIN generate_series(1, ${LARGE_SHOPS}) g
      JOIN shop_tpl t ON t.n = 1 + (g * 17) % b.shop_tpls
      CROSS JOIN (VALUES ('en'), ('es'), ('ar')) AS l(locale)
      CROSS JOIN LATERAL (SELECT (${textArray(NEIGHBOURHOODS)})[1 + g % ${NEIGHBOURHOODS.length}] AS name) n`);
    // Every day open; a fifth of the shops work past midnight, a tenth rest on Mondays.
    await step('working days', `
      INSERT INTO shop_working_days (shop_id, day, "from", "to", disabled)
      SELECT b.shop0 + g, d.day::week_day,
        CASE WHEN g % 5 = 0 THEN '17:00' ELSE lpad((6 + g % 5)::text, 2, '0') || ':00' END,
        CASE WHEN g % 5 = 0 THEN '02:00' ELSE (19 + g % 5)::text || ':30' END,
        g % 10 = 3 AND d.day = 'monday'
      FROM base b CROSS JOIN generate_series(1, ${LARGE_SHOPS}) g
      CROSS JOIN unnest(enum_range(NULL::week_day)) AS d(day)`);
    // One zone per shop: a 12-gon of radius 2–5 km around it (0.009° ≈ 1 km here), so a point
    // in the city is inside several hundred zones and one at the edge inside few.
    await step('delivery zones', `
      INSERT INTO shop_delivery_zones (shop_id, area)
      SELECT s.id, polygon(12, circle(point(s.longitude, s.latitude), 0.009 * (2 + (g % 31) / 10.0)))
      FROM base b CROSS JOIN generate_series(1, ${LARGE_SHOPS}) g JOIN shops s ON s.id = b.shop0 + g`);
    await step('shop categories', `
      INSERT INTO shops_to_categories (shop_id, category_id)
      SELECT DISTINCT b.shop0 + g, b.shop_categories[1 + (g * k) % array_length(b.shop_categories, 1)]
      FROM base b CROSS JOIN generate_series(1, ${LARGE_SHOPS}) g CROSS JOIN (VALUES (1), (7)) AS m(k)`);
    await step('running discounts', `
      INSERT INTO discounts (shop_id, type, price, start, "end")
      SELECT b.shop0 + g, 'percent', 10 + g % 3 * 5, current_date - 10, current_date + 30
      FROM base b CROSS JOIN generate_series(1, ${LARGE_SHOPS}) g WHERE g % 9 = 0`);

    // Products: shop (g-1)/100, template by a multiplicative step so neighbours differ; 2 %
    // unpublished, 1 % inactive, 5 % recommended.
    await step('products', `
      INSERT INTO products (id, shop_id, category_id, brand_id, unit_id, interval, tax, is_recommended, active, status)
      SELECT b.product0 + g, b.shop0 + 1 + (g - 1) / ${PRODUCTS_PER_SHOP}, t.category_id, t.brand_id, t.unit_id, t.interval, t.tax,
        g % 20 = 0, g % 100 <> 1, (CASE WHEN g % 50 = 2 THEN 'unpublished' ELSE 'published' END)::publish_status
      FROM base b CROSS JOIN generate_series(1, ${LARGE_PRODUCTS}) g
      JOIN product_tpl t ON t.n = 1 + (g::bigint * 7919) % b.product_tpls`);
    const variants = (i: number) => textArray(VARIANTS.map((v) => v[i]!));
    // The search postings trigger would rewrite every product's postings into live indexes in
    // this one statement; they are built below in product batches instead (the trigger is off
    // only inside this transaction).
    await client.query('ALTER TABLE product_translations DISABLE TRIGGER product_search_translations_insert');
    await step('product translations', `
      INSERT INTO product_translations (product_id, locale, title, description)
      SELECT b.product0 + g, l.locale,
        CASE l.locale WHEN 'en' THEN t.en_title || ' ' || (${variants(0)})[v]
                      WHEN 'es' THEN t.es_title || ' ' || (${variants(1)})[v]
                      ELSE t.ar_title || ' ' || (${variants(2)})[v] END,
        CASE l.locale WHEN 'en' THEN t.en_desc WHEN 'es' THEN t.es_desc ELSE t.ar_desc END
      FROM base b CROSS JOIN generate_series(1, ${LARGE_PRODUCTS}) g
      JOIN product_tpl t ON t.n = 1 + (g::bigint * 7919) % b.product_tpls
      CROSS JOIN LATERAL (SELECT 1 + (g * 31) % ${VARIANTS.length} AS v) x
      CROSS JOIN (VALUES ('en'), ('es'), ('ar')) AS l(locale)`);
    // One stock per product at the template's price ± up to 20 %, in whole cents.
    await step('stocks', `
      INSERT INTO stocks (product_id, price, quantity, sku)
      SELECT b.product0 + g, round(coalesce(t.price, 5) * (0.8 + ((g * 13) % 41) / 100.0), 2), (g * 7) % 200, 'BENCH-' || g
      FROM base b CROSS JOIN generate_series(1, ${LARGE_PRODUCTS}) g
      JOIN product_tpl t ON t.n = 1 + (g::bigint * 7919) % b.product_tpls`);
    await client.query('ALTER TABLE product_translations ENABLE TRIGGER product_search_translations_insert');
    await buildPostings(client, step);
    await client.query(`SELECT setval('shops_id_seq', (SELECT max(id) FROM shops)),
                               setval('products_id_seq', (SELECT max(id) FROM products))`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** Products per call of `product_search_refresh` while building the postings. */
const POSTING_BATCH = 100_000;

/**
 * The generated products' search postings (migration 0005's `product_search_refresh`, the
 * function the triggers call), written in product order batch by batch, with the postings'
 * secondary indexes dropped meanwhile and built once at the end: much faster than maintaining
 * them row by row, and the table ends up in product order, as the triggers leave it when products
 * are created one by one (one statement for a million products lays them out in whatever order
 * its plan produces, which makes every index scan jump between the table's visibility pages).
 */
async function buildPostings(client: pg.Client, step: (name: string, statement: string) => Promise<void>): Promise<void> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
    SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
    FROM pg_index WHERE indrelid = 'product_search_terms'::regclass AND NOT indisprimary`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  for (let first = 1; first <= LARGE_PRODUCTS; first += POSTING_BATCH) {
    const last = Math.min(first + POSTING_BATCH - 1, LARGE_PRODUCTS);
    await step(`search postings of products ${first}–${last}`, `
      SELECT product_search_refresh(ARRAY(SELECT b.product0 + g FROM base b CROSS JOIN generate_series(${first}, ${last}) g))`);
  }
  for (const index of indexes) await step(`index ${index.name}`, index.definition);
}
