CREATE TABLE "analysis_drawings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"frame" integer NOT NULL,
	"event" text,
	"shape" jsonb NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"drawing_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_drawings" ADD CONSTRAINT "analysis_drawings_analysis_id_swing_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."swing_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_analysis_id_swing_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."swing_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_drawings_analysis_idx" ON "analysis_drawings" USING btree ("analysis_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_unique" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_analysis_idx" ON "share_links" USING btree ("analysis_id");