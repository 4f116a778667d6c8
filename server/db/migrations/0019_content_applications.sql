CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('bicycle', 'motorbike', 'scooter', 'car', 'on_foot');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'seller_request';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'deliveryman_request';--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"img" text,
	"data" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "deliveryman_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"city" varchar(100) NOT NULL,
	"vehicle_type" "vehicle_type" NOT NULL,
	"licence_img" text NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveryman_requests" ADD CONSTRAINT "deliveryman_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveryman_requests" ADD CONSTRAINT "deliveryman_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_requests" ADD CONSTRAINT "seller_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_requests" ADD CONSTRAINT "seller_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_requests" ADD CONSTRAINT "seller_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveryman_requests_user_idx" ON "deliveryman_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deliveryman_requests_status_idx" ON "deliveryman_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveryman_requests_one_pending_idx" ON "deliveryman_requests" USING btree ("user_id") WHERE "deliveryman_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_requests_user_idx" ON "seller_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "seller_requests_status_idx" ON "seller_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_requests_one_pending_idx" ON "seller_requests" USING btree ("user_id") WHERE "seller_requests"."status" = 'pending';