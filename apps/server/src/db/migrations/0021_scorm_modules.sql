CREATE TABLE "scorm_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"file_id" uuid,
	"uploaded_by" uuid,
	"name" text NOT NULL,
	"standard" text NOT NULL,
	"schema_version" text,
	"manifest" jsonb NOT NULL,
	"storage_prefix" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_module_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"content_id" uuid NOT NULL,
	"name" text NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"duration" text,
	"labels" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"keywords" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"image_id" uuid,
	"content_id" uuid NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"release_notes" text,
	"instant_offer" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scorm_contents" ADD CONSTRAINT "scorm_contents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_contents" ADD CONSTRAINT "scorm_contents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_contents" ADD CONSTRAINT "scorm_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_contents" ADD CONSTRAINT "scorm_contents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_module_versions" ADD CONSTRAINT "scorm_module_versions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_module_versions" ADD CONSTRAINT "scorm_module_versions_module_id_scorm_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."scorm_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_module_versions" ADD CONSTRAINT "scorm_module_versions_content_id_scorm_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."scorm_contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_module_versions" ADD CONSTRAINT "scorm_module_versions_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_modules" ADD CONSTRAINT "scorm_modules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_modules" ADD CONSTRAINT "scorm_modules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_modules" ADD CONSTRAINT "scorm_modules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_modules" ADD CONSTRAINT "scorm_modules_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_modules" ADD CONSTRAINT "scorm_modules_content_id_scorm_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."scorm_contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_contents_workspace_created_idx" ON "scorm_contents" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_module_versions_number_idx" ON "scorm_module_versions" USING btree ("module_id","major","minor");--> statement-breakpoint
CREATE INDEX "scorm_modules_workspace_updated_idx" ON "scorm_modules" USING btree ("workspace_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scorm_modules_labels_idx" ON "scorm_modules" USING gin ("labels");