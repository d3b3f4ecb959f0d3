ALTER TABLE "courses" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "content_tree" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;