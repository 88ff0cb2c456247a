ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_from" timestamp with time zone;