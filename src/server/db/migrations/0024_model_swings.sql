CREATE TABLE "model_swings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"analysis_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_swings" ADD CONSTRAINT "model_swings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_swings" ADD CONSTRAINT "model_swings_analysis_id_swing_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."swing_analyses"("id") ON DELETE cascade ON UPDATE no action;