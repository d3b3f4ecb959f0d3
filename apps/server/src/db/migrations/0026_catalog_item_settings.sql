ALTER TABLE "catalog_item_workspaces" ADD COLUMN "certificate_content_id" uuid;--> statement-breakpoint
ALTER TABLE "catalog_item_workspaces" ADD COLUMN "disable_certificates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_item_workspaces" ADD COLUMN "notification" text DEFAULT 'default';--> statement-breakpoint
ALTER TABLE "catalog_item_workspaces" ADD COLUMN "notification_identifier" text;--> statement-breakpoint
ALTER TABLE "catalog_item_workspaces" ADD COLUMN "feedback_form" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_item_workspaces" ADD COLUMN "urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_item_workspaces" ADD COLUMN "hidden_course_files" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_item_workspaces" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "catalog_items_workspace_status_idx" ON "catalog_items" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "catalog_items_customer_idx" ON "catalog_items" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "courses_search_text_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_labels_idx" ON "courses" USING gin ("labels");