CREATE TABLE "enrolment_module_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"completion" text NOT NULL,
	"success" text NOT NULL,
	"score_scaled" double precision,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_attempt_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sco_id" text,
	"sequence" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_attempt_scos" (
	"attempt_id" uuid NOT NULL,
	"sco_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"cmi" jsonb NOT NULL,
	"suspend_data" text DEFAULT '' NOT NULL,
	"lesson_status" text,
	"completion_status" text,
	"success_status" text,
	"score_raw" double precision,
	"score_min" double precision,
	"score_max" double precision,
	"score_scaled" double precision,
	"location" text,
	"session_time" text,
	"total_time" text,
	"interactions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exit" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"enrolment_id" uuid,
	"node_id" text,
	"module_id" uuid NOT NULL,
	"version_id" uuid,
	"content_id" uuid NOT NULL,
	"commit_key_hash" text NOT NULL,
	"commit_key_expires_at" timestamp with time zone NOT NULL,
	"sequence" bigint DEFAULT 0 NOT NULL,
	"current_sco" text,
	"completion_status" text DEFAULT 'not_attempted' NOT NULL,
	"success_status" text DEFAULT 'unknown' NOT NULL,
	"score_scaled" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enrolment_module_outcomes" ADD CONSTRAINT "enrolment_module_outcomes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_module_outcomes" ADD CONSTRAINT "enrolment_module_outcomes_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempt_log" ADD CONSTRAINT "scorm_attempt_log_attempt_id_scorm_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."scorm_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempt_log" ADD CONSTRAINT "scorm_attempt_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempt_scos" ADD CONSTRAINT "scorm_attempt_scos_attempt_id_scorm_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."scorm_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempt_scos" ADD CONSTRAINT "scorm_attempt_scos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_module_id_scorm_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."scorm_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_version_id_scorm_module_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."scorm_module_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_content_id_scorm_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."scorm_contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_module_outcomes_enrolment_node_idx" ON "enrolment_module_outcomes" USING btree ("enrolment_id","node_id");--> statement-breakpoint
CREATE INDEX "enrolment_module_outcomes_customer_idx" ON "enrolment_module_outcomes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "scorm_attempt_log_attempt_idx" ON "scorm_attempt_log" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_attempt_scos_attempt_sco_idx" ON "scorm_attempt_scos" USING btree ("attempt_id","sco_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_attempts_enrolment_node_idx" ON "scorm_attempts" USING btree ("user_id","enrolment_id","node_id","module_id") WHERE "scorm_attempts"."enrolment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_attempts_preview_idx" ON "scorm_attempts" USING btree ("user_id","module_id") WHERE "scorm_attempts"."enrolment_id" is null;--> statement-breakpoint
CREATE INDEX "scorm_attempts_enrolment_idx" ON "scorm_attempts" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "scorm_attempts_module_idx" ON "scorm_attempts" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "scorm_attempts_workspace_idx" ON "scorm_attempts" USING btree ("workspace_id");