-- Summaries read out of each stored result by the database (decision 1501). Immutable functions, so
-- generated columns may call them; the catalogue below gives results stored before faults carried
-- their area the area of their code, as src/server/modules/performance/faultAreas.ts does.
CREATE OR REPLACE FUNCTION fc_main_fault(faults jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object('code', f ->> 'code', 'name', f ->> 'name', 'severity', f ->> 'severity')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(faults) = 'array' THEN faults ELSE '[]'::jsonb END) WITH ORDINALITY AS e(f, n)
  ORDER BY CASE f ->> 'severity' WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, n
  LIMIT 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fc_fault_areas(faults jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(area ORDER BY n), '{}')
  FROM (
    SELECT n, coalesce(f ->> 'area', CASE f ->> 'code'
      WHEN 'quick_tempo' THEN 'tempo'
      WHEN 'slow_backswing' THEN 'tempo'
      WHEN 'tempo_ratio_low' THEN 'tempo'
      WHEN 'tempo_ratio_high' THEN 'tempo'
      WHEN 'head_movement' THEN 'balance'
      WHEN 'head_lift' THEN 'accuracy'
      WHEN 'casting' THEN 'power'
      WHEN 'poor_finish_balance' THEN 'balance'
      WHEN 'short_finish' THEN 'balance'
      WHEN 'early_extension' THEN 'accuracy'
      WHEN 'loss_of_posture' THEN 'accuracy'
      WHEN 'posture_change_backswing' THEN 'accuracy'
      WHEN 'over_the_top' THEN 'accuracy'
      WHEN 'steep_backswing' THEN 'accuracy'
      WHEN 'flat_backswing' THEN 'accuracy'
      WHEN 'sway' THEN 'balance'
      WHEN 'slide' THEN 'accuracy'
      WHEN 'reverse_spine' THEN 'accuracy'
      WHEN 'limited_turn' THEN 'power'
      WHEN 'bent_lead_arm' THEN 'power'
      WHEN 'chicken_wing' THEN 'accuracy'
      WHEN 'weight_back' THEN 'balance'
      WHEN 'upright_posture' THEN 'accuracy'
      WHEN 'hunched_posture' THEN 'accuracy'
      WHEN 'straight_knees' THEN 'balance'
      WHEN 'narrow_stance' THEN 'balance'
      WHEN 'wide_stance' THEN 'power'
    END) AS area
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(faults) = 'array' THEN faults ELSE '[]'::jsonb END) WITH ORDINALITY AS e(f, n)
  ) AS found
  WHERE area IS NOT NULL
$$;--> statement-breakpoint
DROP INDEX "swing_analyses_user_created_idx";--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "analysis_kind" text GENERATED ALWAYS AS (("analysis" -> 'analysisResults' ->> 'analysisKind')) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "result_score" integer GENERATED ALWAYS AS ((("analysis" -> 'analysisResults' ->> 'overallScore')::integer)) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "phase" text GENERATED ALWAYS AS (("analysis" -> 'analysisResults' -> 'currentPosition' ->> 'phase')) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "main_fault" jsonb GENERATED ALWAYS AS (fc_main_fault("analysis" -> 'analysisResults' -> 'faults')) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "fault_areas" text[] GENERATED ALWAYS AS (fc_fault_areas("analysis" -> 'analysisResults' -> 'faults')) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "tempo" double precision GENERATED ALWAYS AS ((("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'tempo')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "balance" double precision GENERATED ALWAYS AS ((("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'balance')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "power" double precision GENERATED ALWAYS AS ((("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'power')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "swing_analyses" ADD COLUMN "accuracy" double precision GENERATED ALWAYS AS ((("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'accuracy')::double precision)) STORED;--> statement-breakpoint
CREATE INDEX "swing_analyses_user_created_id_idx" ON "swing_analyses" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "swing_analyses_user_scored_idx" ON "swing_analyses" USING btree ("user_id","created_at","id") WHERE "swing_analyses"."status" = 'done' and "swing_analyses"."overall_score" is not null;--> statement-breakpoint
CREATE INDEX "swing_analyses_user_active_idx" ON "swing_analyses" USING btree ("user_id") WHERE "swing_analyses"."status" in ('queued', 'processing');