CREATE TABLE "analysis_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"fraction" real DEFAULT 0 NOT NULL,
	"overlays" jsonb NOT NULL,
	"video_key" text,
	"video_size" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_exports" ADD CONSTRAINT "analysis_exports_analysis_id_swing_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."swing_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_exports_analysis_idx" ON "analysis_exports" USING btree ("analysis_id","created_at");