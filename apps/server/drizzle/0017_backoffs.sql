CREATE TABLE "backoffs" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backoffs_last_at_idx" ON "backoffs" USING btree ("last_at");