CREATE TABLE "cart_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_cart_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"parent_id" integer,
	"bonus" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_details_quantity_check" CHECK ("cart_details"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"group" boolean DEFAULT false NOT NULL,
	"currency_id" integer,
	"rate" numeric(18, 6) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"user_id" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_carts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_user_cart_id_user_carts_id_fk" FOREIGN KEY ("user_cart_id") REFERENCES "public"."user_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_parent_id_cart_details_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cart_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_carts" ADD CONSTRAINT "user_carts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_carts" ADD CONSTRAINT "user_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_details_main_idx" ON "cart_details" USING btree ("user_cart_id","stock_id") WHERE "cart_details"."parent_id" is null and not "cart_details"."bonus";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_details_addon_idx" ON "cart_details" USING btree ("parent_id","stock_id") WHERE "cart_details"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "cart_details_user_cart_idx" ON "cart_details" USING btree ("user_cart_id");--> statement-breakpoint
CREATE INDEX "cart_details_stock_idx" ON "cart_details" USING btree ("stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_owner_idx" ON "carts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "carts_shop_idx" ON "carts" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "user_carts_cart_idx" ON "user_carts" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "user_carts_user_idx" ON "user_carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_carts_cart_user_idx" ON "user_carts" USING btree ("cart_id","user_id") WHERE "user_carts"."user_id" is not null;