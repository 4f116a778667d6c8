CREATE TABLE "product_search_lexicon" (
	"locale" varchar(8) NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "product_search_lexicon_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
CREATE TABLE "product_search_terms" (
	"product_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"term" text NOT NULL,
	"weight" smallint NOT NULL,
	"title_words" smallint NOT NULL,
	"shop_id" integer NOT NULL,
	"visible" boolean NOT NULL,
	CONSTRAINT "product_search_terms_product_id_locale_term_pk" PRIMARY KEY("product_id","locale","term")
);
--> statement-breakpoint
ALTER TABLE "shop_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE locale WHEN 'ar' THEN 'arabic'::regconfig WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fi' THEN 'finnish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'hu' THEN 'hungarian'::regconfig WHEN 'id' THEN 'indonesian'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'no' THEN 'norwegian'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'ro' THEN 'romanian'::regconfig WHEN 'ru' THEN 'russian'::regconfig WHEN 'sv' THEN 'swedish'::regconfig WHEN 'tr' THEN 'turkish'::regconfig ELSE 'simple'::regconfig END), title), 'A') || setweight(to_tsvector((CASE locale WHEN 'ar' THEN 'arabic'::regconfig WHEN 'da' THEN 'danish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fi' THEN 'finnish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'hu' THEN 'hungarian'::regconfig WHEN 'id' THEN 'indonesian'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'no' THEN 'norwegian'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'ro' THEN 'romanian'::regconfig WHEN 'ru' THEN 'russian'::regconfig WHEN 'sv' THEN 'swedish'::regconfig WHEN 'tr' THEN 'turkish'::regconfig ELSE 'simple'::regconfig END), coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "product_search_lexicon_trgm_idx" ON "product_search_lexicon" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_translations_description_trgm_idx" ON "shop_translations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_translations_search_idx" ON "shop_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_listed_shop_idx" ON "products" USING btree ("shop_id") WHERE "products"."active" and "products"."status" = 'published' and not "products"."addon";