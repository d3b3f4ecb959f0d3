CREATE TABLE "scorm_connector_learners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"connector_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_launched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_connectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"catalog_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"last_launched_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "scorm_attempts_preview_idx";--> statement-breakpoint
ALTER TABLE "scorm_attempts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD COLUMN "connector_learner_id" uuid;--> statement-breakpoint
ALTER TABLE "scorm_connector_learners" ADD CONSTRAINT "scorm_connector_learners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_connector_learners" ADD CONSTRAINT "scorm_connector_learners_connector_id_scorm_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."scorm_connectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_connectors" ADD CONSTRAINT "scorm_connectors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_connectors" ADD CONSTRAINT "scorm_connectors_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_connectors" ADD CONSTRAINT "scorm_connectors_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_connectors" ADD CONSTRAINT "scorm_connectors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_connectors" ADD CONSTRAINT "scorm_connectors_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_connector_learners_external_idx" ON "scorm_connector_learners" USING btree ("connector_id","external_id");--> statement-breakpoint
CREATE INDEX "scorm_connectors_workspace_created_idx" ON "scorm_connectors" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scorm_connectors_catalog_item_idx" ON "scorm_connectors" USING btree ("catalog_item_id");--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_connector_learner_id_scorm_connector_learners_id_fk" FOREIGN KEY ("connector_learner_id") REFERENCES "public"."scorm_connector_learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_attempts_connector_idx" ON "scorm_attempts" USING btree ("connector_learner_id","node_id","module_id") WHERE "scorm_attempts"."connector_learner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_attempts_preview_idx" ON "scorm_attempts" USING btree ("user_id","module_id") WHERE "scorm_attempts"."enrolment_id" is null and "scorm_attempts"."connector_learner_id" is null;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_learner_check" CHECK (("scorm_attempts"."user_id" is null) <> ("scorm_attempts"."connector_learner_id" is null));