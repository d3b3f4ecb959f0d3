ALTER TABLE "mail_messages" ADD COLUMN "priority" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_dedupe_idx" ON "mail_messages" USING btree ("dedupe_key");