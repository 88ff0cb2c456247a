ALTER TABLE "email_captures" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_captures" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_captures" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_captures" ADD COLUMN "tips_sent_through" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_captures_token_key" ON "email_captures" USING btree ("token");