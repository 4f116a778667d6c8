CREATE TABLE "shop_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"rating" smallint NOT NULL,
	"comment" text,
	"img" text,
	"author_firstname" varchar(100) NOT NULL,
	"author_lastname" varchar(100),
	"author_img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shop_reviews_rating_check" CHECK ("shop_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_reviews_shop_created_idx" ON "shop_reviews" USING btree ("shop_id","created_at");