ALTER TYPE "public"."notification_type" ADD VALUE 'transaction';--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"referred_user_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer,
	"order_id" integer,
	"referrer_amount" numeric(14, 2) NOT NULL,
	"referred_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_amount_check" CHECK ("wallet_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_from_idx" ON "wallet_transfers" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_to_idx" ON "wallet_transfers" USING btree ("to_user_id");--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD CONSTRAINT "wallet_histories_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_histories_transfer_idx" ON "wallet_histories" USING btree ("transfer_id");