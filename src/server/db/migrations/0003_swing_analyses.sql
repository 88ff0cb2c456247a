CREATE TABLE "swing_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text DEFAULT 'upload' NOT NULL,
	"stage_fraction" real DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"source_kind" text NOT NULL,
	"source_url" text,
	"original_key" text NOT NULL,
	"original_mime" text NOT NULL,
	"original_size" integer NOT NULL,
	"original_sha256" text NOT NULL,
	"playback_key" text,
	"thumbnails" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"track" jsonb,
	"analysis" jsonb,
	"overall_score" integer,
	"club_used" text,
	"practice_type" text,
	"focus_area" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD CONSTRAINT "swing_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swing_analyses_user_created_idx" ON "swing_analyses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "swing_analyses_user_sha256_idx" ON "swing_analyses" USING btree ("user_id","original_sha256");