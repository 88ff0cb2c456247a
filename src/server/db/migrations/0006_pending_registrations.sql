CREATE TABLE "pending_registrations" (
	"email" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_token_hash_unique" ON "pending_registrations" USING btree ("token_hash");