CREATE TABLE "group_member_exits" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_details" ADD COLUMN "member_name" varchar(100);--> statement-breakpoint
ALTER TABLE "group_member_exits" ADD CONSTRAINT "group_member_exits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_member_exits_created_idx" ON "group_member_exits" USING btree ("created_at");