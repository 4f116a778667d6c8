CREATE TYPE "public"."booking_status" AS ENUM('new', 'accepted', 'completed', 'canceled');--> statement-breakpoint
CREATE TABLE "parcel_option_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"parcel_option_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_type_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'new' NOT NULL,
	"currency_id" integer,
	"rate" numeric(18, 6) DEFAULT '1' NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"km" double precision NOT NULL,
	"username_from" varchar(100) NOT NULL,
	"phone_from" varchar(20) NOT NULL,
	"address_from" jsonb NOT NULL,
	"username_to" varchar(100) NOT NULL,
	"phone_to" varchar(20) NOT NULL,
	"address_to" jsonb NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_time" varchar(5) NOT NULL,
	"note" text,
	"description" text,
	"instructions" text,
	"notify" boolean DEFAULT false NOT NULL,
	"qr_value" varchar(200),
	"img" text,
	"deliveryman_id" integer,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_orders_total_price_check" CHECK ("parcel_orders"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"user_id" integer,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_reviews_rating_check" CHECK ("parcel_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "parcel_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"changed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_type_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"parcel_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" varchar(60) NOT NULL,
	"img" text,
	"min_g" integer DEFAULT 0 NOT NULL,
	"max_g" integer NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer NOT NULL,
	"min_width" integer DEFAULT 0 NOT NULL,
	"max_width" integer NOT NULL,
	"min_height" integer DEFAULT 0 NOT NULL,
	"max_height" integer NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"price_per_km" numeric(14, 2) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_types_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "booking_closed_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"max_time" smallint DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_section_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"chair_count" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tables_chair_count_check" CHECK ("booking_tables"."chair_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_working_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"day" "week_day" NOT NULL,
	"from" varchar(5) NOT NULL,
	"to" varchar(5) NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_section_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"shop_section_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"area" integer,
	"img" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"user_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"guest" smallint NOT NULL,
	"note" text,
	"status" "booking_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bookings_range_check" CHECK ("user_bookings"."end_date" > "user_bookings"."start_date"),
	CONSTRAINT "user_bookings_guest_check" CHECK ("user_bookings"."guest" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "parcel_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "parcel_option_translations" ADD CONSTRAINT "parcel_option_translations_parcel_option_id_parcel_options_id_fk" FOREIGN KEY ("parcel_option_id") REFERENCES "public"."parcel_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_options" ADD CONSTRAINT "parcel_options_parcel_type_id_parcel_types_id_fk" FOREIGN KEY ("parcel_type_id") REFERENCES "public"."parcel_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_type_id_parcel_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."parcel_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_deliveryman_id_users_id_fk" FOREIGN KEY ("deliveryman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_reviews" ADD CONSTRAINT "parcel_reviews_parcel_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_reviews" ADD CONSTRAINT "parcel_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_status_changes" ADD CONSTRAINT "parcel_status_changes_parcel_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_status_changes" ADD CONSTRAINT "parcel_status_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_type_translations" ADD CONSTRAINT "parcel_type_translations_parcel_type_id_parcel_types_id_fk" FOREIGN KEY ("parcel_type_id") REFERENCES "public"."parcel_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_closed_dates" ADD CONSTRAINT "booking_closed_dates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_configs" ADD CONSTRAINT "booking_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_shop_section_id_shop_sections_id_fk" FOREIGN KEY ("shop_section_id") REFERENCES "public"."shop_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_working_days" ADD CONSTRAINT "booking_working_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_section_translations" ADD CONSTRAINT "shop_section_translations_shop_section_id_shop_sections_id_fk" FOREIGN KEY ("shop_section_id") REFERENCES "public"."shop_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sections" ADD CONSTRAINT "shop_sections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_booking_id_booking_configs_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_table_id_booking_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."booking_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_option_translations_option_locale_idx" ON "parcel_option_translations" USING btree ("parcel_option_id","locale");--> statement-breakpoint
CREATE INDEX "parcel_options_type_idx" ON "parcel_options" USING btree ("parcel_type_id");--> statement-breakpoint
CREATE INDEX "parcel_orders_user_idx" ON "parcel_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "parcel_orders_status_idx" ON "parcel_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_orders_user_idempotency_idx" ON "parcel_orders" USING btree ("user_id","idempotency_key") WHERE "parcel_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_reviews_parcel_idx" ON "parcel_reviews" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "parcel_status_changes_parcel_idx" ON "parcel_status_changes" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_type_translations_type_locale_idx" ON "parcel_type_translations" USING btree ("parcel_type_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_closed_dates_shop_day_idx" ON "booking_closed_dates" USING btree ("shop_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_configs_shop_idx" ON "booking_configs" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "booking_tables_section_idx" ON "booking_tables" USING btree ("shop_section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_working_days_shop_day_idx" ON "booking_working_days" USING btree ("shop_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_section_translations_section_locale_idx" ON "shop_section_translations" USING btree ("shop_section_id","locale");--> statement-breakpoint
CREATE INDEX "shop_sections_shop_idx" ON "shop_sections" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "user_bookings_user_idx" ON "user_bookings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_bookings_table_start_idx" ON "user_bookings" USING btree ("table_id","start_date");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_parcel_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_user_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."user_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One table, one live booking at a time: the database refuses an overlapping [start, end) of the
-- same table while either booking is new or accepted (not in the Drizzle schema: drizzle-kit has
-- no exclusion constraints; see server/db/schema/booking.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_no_overlap" EXCLUDE USING gist ("table_id" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&) WHERE ("status" IN ('new', 'accepted'));
