-- Tokens live a minute and bind to a session from now on: any issued before cannot say whose session they are.
DELETE FROM "websocket_tokens";--> statement-breakpoint
ALTER TABLE "websocket_tokens" ADD COLUMN "session_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "websocket_tokens" ADD CONSTRAINT "websocket_tokens_session_key_sessions_id_hash_fk" FOREIGN KEY ("session_key") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;