-- Product search postings (schema: product_search_terms, product_search_lexicon; queries:
-- server/modules/catalog/product-search.ts). PostgreSQL keeps them current with statement-level
-- triggers, in the transaction of the write, whatever writes (API, seed, bench generator, psql).

-- The text-search configuration of a product translation's language (as its search_vector).
CREATE FUNCTION product_search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE locale WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig
    WHEN 'ar' THEN 'arabic'::regconfig ELSE 'simple'::regconfig END
$$;
--> statement-breakpoint
-- What product_search_terms must hold. Each translation is searched in its own language; a
-- product with no translation in an active language is searched there through the default
-- language's one (the API shows it that way). A term's weight is its best place: 0 first word of
-- the title, 1 elsewhere in the title, 2 the category's title, 3 the description.
CREATE VIEW product_search_postings AS
WITH default_locale AS (
  SELECT locale FROM languages WHERE active ORDER BY "default" DESC, position, id LIMIT 1
), sources AS (
  SELECT pt.product_id, pt.locale AS search_locale, pt.locale AS text_locale, pt.title, pt.description
  FROM product_translations pt
  UNION ALL
  SELECT pt.product_id, l.locale, pt.locale, pt.title, pt.description
  FROM product_translations pt
  JOIN default_locale d ON d.locale = pt.locale
  JOIN languages l ON l.active AND l.locale <> pt.locale
  WHERE NOT EXISTS (SELECT 1 FROM product_translations own WHERE own.product_id = pt.product_id AND own.locale = l.locale)
)
SELECT src.product_id, src.search_locale AS locale, w.term, w.weight, least(length(v.title), 32767)::smallint AS title_words,
  p.shop_id, (p.active AND p.status = 'published' AND NOT p.addon AND s.status = 'approved') AS visible
FROM sources src
JOIN products p ON p.id = src.product_id
JOIN shops s ON s.id = p.shop_id
-- OFFSET 0 keeps each document computed once per row rather than once per use.
CROSS JOIN LATERAL (
  SELECT to_tsvector(product_search_config(src.text_locale), src.title) AS title,
    to_tsvector(product_search_config(src.text_locale), coalesce(src.description, '')) AS description,
    (SELECT to_tsvector(product_search_config(ct.locale), ct.title) FROM category_translations ct
      WHERE ct.category_id = p.category_id AND ct.locale = src.text_locale) AS category
  OFFSET 0
) v
CROSS JOIN LATERAL (
  SELECT u.term, min(u.weight)::smallint AS weight FROM (
    SELECT l.lexeme AS term, CASE WHEN 1 = ANY (l.positions) THEN 0 ELSE 1 END AS weight FROM unnest(v.title) l
    UNION ALL
    SELECT l.lexeme, 2 FROM unnest(v.category) l
    UNION ALL
    SELECT l.lexeme, 3 FROM unnest(v.description) l
  ) u GROUP BY u.term
) w;
--> statement-breakpoint
-- Rewrites the postings of the given products (all of them when `ids` is null) and adds their
-- terms to the lexicon. The lexicon never shrinks: a stale term only widens a prefix or typo
-- lookup by a term with no postings.
CREATE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM product_search_terms;
    INSERT INTO product_search_terms (product_id, locale, term, weight, title_words, shop_id, visible)
      SELECT product_id, locale, term, weight, title_words, shop_id, visible FROM product_search_postings;
    INSERT INTO product_search_lexicon (locale, term)
      SELECT DISTINCT locale, term FROM product_search_terms ON CONFLICT DO NOTHING;
  ELSIF cardinality(ids) > 0 THEN
    DELETE FROM product_search_terms WHERE product_id = ANY (ids);
    INSERT INTO product_search_terms (product_id, locale, term, weight, title_words, shop_id, visible)
      SELECT product_id, locale, term, weight, title_words, shop_id, visible FROM product_search_postings
      WHERE product_id = ANY (ids);
    INSERT INTO product_search_lexicon (locale, term)
      SELECT DISTINCT locale, term FROM product_search_terms WHERE product_id = ANY (ids) ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
-- Triggers with transition tables take one event each, hence one trigger per event.
CREATE FUNCTION product_search_translations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_search_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_translations_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_translations_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_translations_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_translations_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_translations_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_translations_changed();
--> statement-breakpoint
-- A product's shop, category or visibility changed (other updates, e.g. prices, cost nothing).
-- A deleted product takes its translations with it, whose trigger removes the postings.
CREATE FUNCTION product_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.shop_id, n.category_id, n.active, n.status, n.addon) IS DISTINCT FROM (o.shop_id, o.category_id, o.active, o.status, o.addon)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_products_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_changed();
--> statement-breakpoint
CREATE FUNCTION product_search_shops_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(
    SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN products p ON p.shop_id = n.id
    WHERE n.status IS DISTINCT FROM o.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_shops_update AFTER UPDATE ON shops
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_shops_changed();
--> statement-breakpoint
-- Category titles are searched as the product's words (rare writes, possibly many products).
CREATE FUNCTION product_search_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh(ARRAY(SELECT p.id FROM products p WHERE p.category_id IN (SELECT category_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_search_refresh(ARRAY(SELECT p.id FROM products p
      WHERE p.category_id IN (SELECT category_id FROM new_rows UNION SELECT category_id FROM old_rows)));
  ELSE
    PERFORM product_search_refresh(ARRAY(SELECT p.id FROM products p WHERE p.category_id IN (SELECT category_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_categories_insert AFTER INSERT ON category_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_categories_update AFTER UPDATE ON category_translations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_categories_delete AFTER DELETE ON category_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_changed();
--> statement-breakpoint
-- Which languages are active, and the default one, decide the fallback postings: rebuild all
-- (rare: an admin adds a language or changes the default one).
CREATE FUNCTION product_search_languages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_languages_changed AFTER INSERT OR UPDATE OR DELETE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_languages_changed();
--> statement-breakpoint
-- Existing products, then the ranked index (built once on the filled table, not row by row;
-- with enough memory to sort a million products' postings without spilling to many files).
SELECT product_search_refresh(NULL);
--> statement-breakpoint
SET LOCAL maintenance_work_mem = '256MB';
--> statement-breakpoint
CREATE INDEX "product_search_terms_rank_idx" ON "product_search_terms" USING btree ("locale","term","weight","title_words","product_id","shop_id") WHERE "product_search_terms"."visible";
