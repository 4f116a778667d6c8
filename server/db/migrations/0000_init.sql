-- Trigram indexes on titles power typo-tolerant search (catalog issue).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."currency_position" AS ENUM('before', 'after');--> statement-breakpoint
CREATE TYPE "public"."delivery_time_unit" AS ENUM('minute', 'hour');--> statement-breakpoint
CREATE TYPE "public"."shop_status" AS ENUM('new', 'approved', 'rejected', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."shop_type" AS ENUM('restaurant', 'shop');--> statement-breakpoint
CREATE TYPE "public"."week_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');--> statement-breakpoint
CREATE TYPE "public"."category_type" AS ENUM('shop', 'main', 'sub_shop', 'receipt', 'career');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('fix', 'percent');--> statement-breakpoint
CREATE TYPE "public"."extra_group_type" AS ENUM('text', 'color', 'image');--> statement-breakpoint
CREATE TYPE "public"."publish_status" AS ENUM('pending', 'published', 'unpublished');--> statement-breakpoint
CREATE TYPE "public"."banner_type" AS ENUM('banner', 'ad');--> statement-breakpoint
CREATE TYPE "public"."blog_type" AS ENUM('blog', 'notification');--> statement-breakpoint
CREATE TYPE "public"."page_type" AS ENUM('about', 'about_section', 'delivery', 'privacy', 'terms');--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(8) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" "currency_position" DEFAULT 'before' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"backward" boolean DEFAULT false NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_locale_unique" UNIQUE("locale")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"group" varchar(40) DEFAULT 'web' NOT NULL,
	"key" varchar(191) NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"branch_id" integer NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_closed_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"area" "polygon" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_tag_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"shop_tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"shop_id" integer NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "shop_working_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"day" "week_day" NOT NULL,
	"from" varchar(5) NOT NULL,
	"to" varchar(5) NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"type" "shop_type" NOT NULL,
	"user_id" integer,
	"status" "shop_status" DEFAULT 'approved' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"verify" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"logo_img" text,
	"background_img" text,
	"phone" varchar(32),
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"price_per_km" numeric(14, 2) DEFAULT '0' NOT NULL,
	"min_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(5, 2) DEFAULT '0' NOT NULL,
	"service_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivery_time_from" integer DEFAULT 20 NOT NULL,
	"delivery_time_to" integer DEFAULT 40 NOT NULL,
	"delivery_time_type" "delivery_time_unit" DEFAULT 'minute' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" varchar(64) DEFAULT 'America/Bogota' NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT '0' NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"has_section" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shops_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "shops_to_tags" (
	"shop_id" integer NOT NULL,
	"shop_tag_id" integer NOT NULL,
	CONSTRAINT "shops_to_tags_shop_id_shop_tag_id_pk" PRIMARY KEY("shop_id","shop_tag_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"img" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" "category_type" NOT NULL,
	"parent_id" integer,
	"img" text,
	"input" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" "publish_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"type" "discount_type" NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_group_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"extra_group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "extra_group_type" DEFAULT 'text' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"extra_group_id" integer NOT NULL,
	"value" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"unit_id" integer,
	"img" text,
	"addon" boolean DEFAULT false NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"max_qty" integer DEFAULT 100 NOT NULL,
	"interval" numeric(10, 3) DEFAULT '1' NOT NULL,
	"tax" numeric(5, 2) DEFAULT '0' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" "publish_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "products_to_discounts" (
	"product_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	CONSTRAINT "products_to_discounts_product_id_discount_id_pk" PRIMARY KEY("product_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "shops_to_categories" (
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "shops_to_categories_shop_id_category_id_pk" PRIMARY KEY("shop_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "stock_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_id" integer NOT NULL,
	"addon_product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_extras" (
	"stock_id" integer NOT NULL,
	"extra_value_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_extras_stock_id_extra_value_id_pk" PRIMARY KEY("stock_id","extra_value_id")
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sku" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"unit_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"banner_id" integer NOT NULL,
	"button_text" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "banner_type" NOT NULL,
	"img" text,
	"url" text,
	"clickable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners_to_shops" (
	"banner_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	CONSTRAINT "banners_to_shops_banner_id_shop_id_pk" PRIMARY KEY("banner_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "blog_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"blog_id" integer NOT NULL,
	"short_desc" text
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" "blog_type" DEFAULT 'blog' NOT NULL,
	"img" text,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "career_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"career_id" integer NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"faq_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(32) DEFAULT 'web' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"page_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "page_type" NOT NULL,
	"img" text,
	"buttons" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_nutrition_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"recipe_nutrition_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_nutritions" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"weight" varchar(32) NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_stocks" (
	"recipe_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recipe_stocks_recipe_id_stock_id_pk" PRIMARY KEY("recipe_id","stock_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"recipe_id" integer NOT NULL,
	"ingredient" text,
	"instruction" text
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer,
	"img" text,
	"bg_img" text,
	"active_time" integer DEFAULT 0 NOT NULL,
	"total_time" integer DEFAULT 0 NOT NULL,
	"calories" integer DEFAULT 0 NOT NULL,
	"servings" integer DEFAULT 1 NOT NULL,
	"discount_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"referral_id" integer NOT NULL,
	"faq" text
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"img" text,
	"price_from" numeric(14, 2) DEFAULT '0' NOT NULL,
	"price_to" numeric(14, 2) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer,
	"img" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_translations" ADD CONSTRAINT "branch_translations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_closed_dates" ADD CONSTRAINT "shop_closed_dates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_delivery_zones" ADD CONSTRAINT "shop_delivery_zones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tag_translations" ADD CONSTRAINT "shop_tag_translations_shop_tag_id_shop_tags_id_fk" FOREIGN KEY ("shop_tag_id") REFERENCES "public"."shop_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_translations" ADD CONSTRAINT "shop_translations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_working_days" ADD CONSTRAINT "shop_working_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_tags" ADD CONSTRAINT "shops_to_tags_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_tags" ADD CONSTRAINT "shops_to_tags_shop_tag_id_shop_tags_id_fk" FOREIGN KEY ("shop_tag_id") REFERENCES "public"."shop_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_group_translations" ADD CONSTRAINT "extra_group_translations_extra_group_id_extra_groups_id_fk" FOREIGN KEY ("extra_group_id") REFERENCES "public"."extra_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_values" ADD CONSTRAINT "extra_values_extra_group_id_extra_groups_id_fk" FOREIGN KEY ("extra_group_id") REFERENCES "public"."extra_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_to_discounts" ADD CONSTRAINT "products_to_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_to_discounts" ADD CONSTRAINT "products_to_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_categories" ADD CONSTRAINT "shops_to_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_categories" ADD CONSTRAINT "shops_to_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_addons" ADD CONSTRAINT "stock_addons_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_addons" ADD CONSTRAINT "stock_addons_addon_product_id_products_id_fk" FOREIGN KEY ("addon_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_extras" ADD CONSTRAINT "stock_extras_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_extras" ADD CONSTRAINT "stock_extras_extra_value_id_extra_values_id_fk" FOREIGN KEY ("extra_value_id") REFERENCES "public"."extra_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_translations" ADD CONSTRAINT "unit_translations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_to_shops" ADD CONSTRAINT "banners_to_shops_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_to_shops" ADD CONSTRAINT "banners_to_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD CONSTRAINT "blog_translations_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_translations" ADD CONSTRAINT "career_translations_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_nutrition_translations" ADD CONSTRAINT "recipe_nutrition_translations_recipe_nutrition_id_recipe_nutritions_id_fk" FOREIGN KEY ("recipe_nutrition_id") REFERENCES "public"."recipe_nutritions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_nutritions" ADD CONSTRAINT "recipe_nutritions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_stocks" ADD CONSTRAINT "recipe_stocks_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_stocks" ADD CONSTRAINT "recipe_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_translations" ADD CONSTRAINT "recipe_translations_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_translations" ADD CONSTRAINT "referral_translations_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currencies_active_idx" ON "currencies" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_locale_key_idx" ON "translations" USING btree ("locale","key");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_translations_branch_locale_idx" ON "branch_translations" USING btree ("branch_id","locale");--> statement-breakpoint
CREATE INDEX "branches_shop_idx" ON "branches" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_closed_dates_shop_day_idx" ON "shop_closed_dates" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "shop_delivery_zones_shop_idx" ON "shop_delivery_zones" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_delivery_zones_area_idx" ON "shop_delivery_zones" USING gist ("area");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_tag_translations_tag_locale_idx" ON "shop_tag_translations" USING btree ("shop_tag_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_translations_shop_locale_idx" ON "shop_translations" USING btree ("shop_id","locale");--> statement-breakpoint
CREATE INDEX "shop_translations_title_trgm_idx" ON "shop_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_working_days_shop_day_idx" ON "shop_working_days" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "shops_type_status_idx" ON "shops" USING btree ("type","status","open");--> statement-breakpoint
CREATE INDEX "shops_verify_idx" ON "shops" USING btree ("verify");--> statement-breakpoint
CREATE INDEX "shops_rating_idx" ON "shops" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "shops_orders_count_idx" ON "shops" USING btree ("orders_count");--> statement-breakpoint
CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shops_to_tags_tag_idx" ON "shops_to_tags" USING btree ("shop_tag_id");--> statement-breakpoint
CREATE INDEX "categories_type_parent_idx" ON "categories" USING btree ("type","parent_id","active","status");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_category_locale_idx" ON "category_translations" USING btree ("category_id","locale");--> statement-breakpoint
CREATE INDEX "discounts_shop_active_idx" ON "discounts" USING btree ("shop_id","active","start","end");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_group_translations_group_locale_idx" ON "extra_group_translations" USING btree ("extra_group_id","locale");--> statement-breakpoint
CREATE INDEX "extra_values_group_idx" ON "extra_values" USING btree ("extra_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_product_locale_idx" ON "product_translations" USING btree ("product_id","locale");--> statement-breakpoint
CREATE INDEX "product_translations_title_trgm_idx" ON "product_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shop_category_idx" ON "products" USING btree ("shop_id","category_id","active","status");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_to_discounts_discount_idx" ON "products_to_discounts" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "shops_to_categories_category_idx" ON "shops_to_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_addons_stock_addon_idx" ON "stock_addons" USING btree ("stock_id","addon_product_id");--> statement-breakpoint
CREATE INDEX "stocks_product_idx" ON "stocks" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_translations_unit_locale_idx" ON "unit_translations" USING btree ("unit_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_translations_banner_locale_idx" ON "banner_translations" USING btree ("banner_id","locale");--> statement-breakpoint
CREATE INDEX "banners_type_active_idx" ON "banners" USING btree ("type","active","position");--> statement-breakpoint
CREATE INDEX "banners_to_shops_shop_idx" ON "banners_to_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_translations_blog_locale_idx" ON "blog_translations" USING btree ("blog_id","locale");--> statement-breakpoint
CREATE INDEX "blogs_type_active_published_idx" ON "blogs" USING btree ("type","active","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_translations_career_locale_idx" ON "career_translations" USING btree ("career_id","locale");--> statement-breakpoint
CREATE INDEX "careers_active_idx" ON "careers" USING btree ("active","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_translations_faq_locale_idx" ON "faq_translations" USING btree ("faq_id","locale");--> statement-breakpoint
CREATE INDEX "faqs_active_position_idx" ON "faqs" USING btree ("active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_page_locale_idx" ON "page_translations" USING btree ("page_id","locale");--> statement-breakpoint
CREATE INDEX "pages_type_active_idx" ON "pages" USING btree ("type","active");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_nutrition_translations_locale_idx" ON "recipe_nutrition_translations" USING btree ("recipe_nutrition_id","locale");--> statement-breakpoint
CREATE INDEX "recipe_nutritions_recipe_idx" ON "recipe_nutritions" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_translations_recipe_locale_idx" ON "recipe_translations" USING btree ("recipe_id","locale");--> statement-breakpoint
CREATE INDEX "recipes_shop_category_idx" ON "recipes" USING btree ("shop_id","category_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_translations_referral_locale_idx" ON "referral_translations" USING btree ("referral_id","locale");--> statement-breakpoint
CREATE INDEX "stories_shop_active_idx" ON "stories" USING btree ("shop_id","active","created_at");