CREATE TABLE "extra_value_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"extra_value_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extra_value_translations" ADD CONSTRAINT "extra_value_translations_extra_value_id_extra_values_id_fk" FOREIGN KEY ("extra_value_id") REFERENCES "public"."extra_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_value_translations_value_locale_idx" ON "extra_value_translations" USING btree ("extra_value_id","locale");--> statement-breakpoint
-- Databases seeded before this migration: give the demo's variant options their three languages
-- (the same texts as server/db/seed/data/base.ts `extraGroups`). A fresh database has no extra
-- values yet at this point; the seed writes these rows itself.
INSERT INTO "extra_value_translations" ("extra_value_id", "locale", "value")
SELECT v."id", t."locale", t."value"
FROM "extra_values" v
JOIN (VALUES
  ('Small', 'en', 'Small'), ('Small', 'es', 'Pequeño'), ('Small', 'ar', 'صغير'),
  ('Medium', 'en', 'Medium'), ('Medium', 'es', 'Mediano'), ('Medium', 'ar', 'وسط'),
  ('Large', 'en', 'Large'), ('Large', 'es', 'Grande'), ('Large', 'ar', 'كبير'),
  ('Classic', 'en', 'Classic'), ('Classic', 'es', 'Clásica'), ('Classic', 'ar', 'كلاسيكية'),
  ('Thin', 'en', 'Thin'), ('Thin', 'es', 'Delgada'), ('Thin', 'ar', 'رقيقة'),
  ('Stuffed', 'en', 'Stuffed'), ('Stuffed', 'es', 'Rellena'), ('Stuffed', 'ar', 'محشوة'),
  ('350 ml', 'en', '350 ml'), ('350 ml', 'es', '350 ml'), ('350 ml', 'ar', '350 مل'),
  ('600 ml', 'en', '600 ml'), ('600 ml', 'es', '600 ml'), ('600 ml', 'ar', '600 مل'),
  ('1.5 l', 'en', '1.5 l'), ('1.5 l', 'es', '1,5 l'), ('1.5 l', 'ar', '1.5 لتر'),
  ('Whole', 'en', 'Whole'), ('Whole', 'es', 'Entera'), ('Whole', 'ar', 'كامل الدسم'),
  ('Oat', 'en', 'Oat'), ('Oat', 'es', 'Avena'), ('Oat', 'ar', 'شوفان'),
  ('Almond', 'en', 'Almond'), ('Almond', 'es', 'Almendra'), ('Almond', 'ar', 'لوز'),
  ('1 scoop', 'en', '1 scoop'), ('1 scoop', 'es', '1 bola'), ('1 scoop', 'ar', 'كرة واحدة'),
  ('2 scoops', 'en', '2 scoops'), ('2 scoops', 'es', '2 bolas'), ('2 scoops', 'ar', 'كرتان'),
  ('3 scoops', 'en', '3 scoops'), ('3 scoops', 'es', '3 bolas'), ('3 scoops', 'ar', '3 كرات')
) AS t("source", "locale", "value") ON t."source" = v."value"
ON CONFLICT DO NOTHING;
