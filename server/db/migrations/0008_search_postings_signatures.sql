-- Searches of several words (server/modules/catalog/product-search.ts) at 1 000 000 products:
-- a 128-bit signature of each product's terms per language on every posting (two bigints), and
-- the postings in product order within a term (merge joins, per-product lookups inside one
-- term's range).

-- The bits of a term (a Bloom filter: a product's signature holds its terms' bits, so a term with
-- a bit missing is certainly not there): three of 128, from the first three bytes of the term's
-- md5 (bit 6 picks the half, bits 0-5 the bit). md5, not hashtext: the bits are stored, and must
-- not change with the server's version or byte order. Over the digest, so that a caller with
-- many terms (the postings view) computes each md5 once.
CREATE FUNCTION product_search_digest_bits(digest bytea, high boolean) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN (get_byte(digest, 0) & 64 <> 0) = high THEN 1::bigint << (get_byte(digest, 0) & 63) ELSE 0 END
    | CASE WHEN (get_byte(digest, 1) & 64 <> 0) = high THEN 1::bigint << (get_byte(digest, 1) & 63) ELSE 0 END
    | CASE WHEN (get_byte(digest, 2) & 64 <> 0) = high THEN 1::bigint << (get_byte(digest, 2) & 63) ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_term_bits(term text, high boolean) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT product_search_digest_bits(decode(md5(term), 'hex'), high)
$$;
--> statement-breakpoint
DROP INDEX "product_search_terms_rank_idx";
--> statement-breakpoint
-- Existing postings get the signature of their product's postings in the same language.
ALTER TABLE "product_search_terms" ADD COLUMN "term_bits_low" bigint;
--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD COLUMN "term_bits_high" bigint;
--> statement-breakpoint
UPDATE product_search_terms p SET term_bits_low = s.low, term_bits_high = s.high
FROM (
  SELECT t.product_id, t.locale, bit_or(product_search_digest_bits(m.digest, false)) AS low, bit_or(product_search_digest_bits(m.digest, true)) AS high
  FROM product_search_terms t CROSS JOIN LATERAL (SELECT decode(md5(t.term), 'hex') AS digest) m
  GROUP BY t.product_id, t.locale
) s
WHERE s.product_id = p.product_id AND s.locale = p.locale;
--> statement-breakpoint
ALTER TABLE "product_search_terms" ALTER COLUMN "term_bits_low" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_search_terms" ALTER COLUMN "term_bits_high" SET NOT NULL;
--> statement-breakpoint
-- The postings view of migration 0005 with the signature: one source row (a translation, or the
-- default language's for a language without one) gives all of a product's postings in a language.
CREATE OR REPLACE VIEW product_search_postings AS
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
  p.shop_id, (p.active AND p.status = 'published' AND NOT p.addon AND s.status = 'approved') AS visible,
  b.term_bits_low, b.term_bits_high
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
) w
CROSS JOIN LATERAL (
  SELECT coalesce(bit_or(product_search_digest_bits(m.digest, false)), 0) AS term_bits_low,
    coalesce(bit_or(product_search_digest_bits(m.digest, true)), 0) AS term_bits_high
  FROM (
    SELECT lexeme AS term FROM unnest(v.title)
    UNION
    SELECT lexeme FROM unnest(v.category)
    UNION
    SELECT lexeme FROM unnest(v.description)
  ) u
  CROSS JOIN LATERAL (SELECT decode(md5(u.term), 'hex') AS digest) m
) b;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM product_search_terms;
    INSERT INTO product_search_terms (product_id, locale, term, weight, title_words, shop_id, visible, term_bits_low, term_bits_high)
      SELECT product_id, locale, term, weight, title_words, shop_id, visible, term_bits_low, term_bits_high FROM product_search_postings;
    INSERT INTO product_search_lexicon (locale, term)
      SELECT DISTINCT locale, term FROM product_search_terms ON CONFLICT DO NOTHING;
  ELSIF cardinality(ids) > 0 THEN
    DELETE FROM product_search_terms WHERE product_id = ANY (ids);
    INSERT INTO product_search_terms (product_id, locale, term, weight, title_words, shop_id, visible, term_bits_low, term_bits_high)
      SELECT product_id, locale, term, weight, title_words, shop_id, visible, term_bits_low, term_bits_high FROM product_search_postings
      WHERE product_id = ANY (ids);
    INSERT INTO product_search_lexicon (locale, term)
      SELECT DISTINCT locale, term FROM product_search_terms WHERE product_id = ANY (ids) ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
-- Built once on the filled table, with enough memory to sort 24 million postings without
-- spilling to many files (as the ranked index of migration 0005).
SET LOCAL maintenance_work_mem = '256MB';
--> statement-breakpoint
CREATE INDEX "product_search_terms_rank_idx" ON "product_search_terms" USING btree ("locale","term","weight","title_words","product_id","shop_id","term_bits_low","term_bits_high") WHERE "product_search_terms"."visible";
--> statement-breakpoint
CREATE INDEX "product_search_terms_probe_idx" ON "product_search_terms" USING btree ("locale","term","product_id","weight","title_words","shop_id","term_bits_low","term_bits_high") WHERE "product_search_terms"."visible";
