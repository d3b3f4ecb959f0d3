CREATE TABLE "enrolment_event_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_completions_outcome" CHECK ("event_completions"."outcome" in ('completed', 'not_completed', 'passed', 'not_passed'))
);
--> statement-breakpoint
CREATE TABLE "event_register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"attendance" boolean,
	"absence_reason" text,
	"absence_reason_valid" boolean,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_summaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_summary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"summary_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"completion" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_summary_entries_completion" CHECK ("event_summary_entries"."completion" in ('passed', 'not_passed'))
);
--> statement-breakpoint
CREATE TABLE "event_trainer_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"occurrence_item_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"feedback" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolment_event_outcomes" ADD CONSTRAINT "enrolment_event_outcomes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_event_outcomes" ADD CONSTRAINT "enrolment_event_outcomes_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_event_outcomes" ADD CONSTRAINT "enrolment_event_outcomes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_event_outcomes" ADD CONSTRAINT "enrolment_event_outcomes_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_completions" ADD CONSTRAINT "event_completions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_completions" ADD CONSTRAINT "event_completions_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_completions" ADD CONSTRAINT "event_completions_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_completions" ADD CONSTRAINT "event_completions_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_completions" ADD CONSTRAINT "event_completions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_register_entries" ADD CONSTRAINT "event_register_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_register_entries" ADD CONSTRAINT "event_register_entries_register_id_event_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."event_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_register_entries" ADD CONSTRAINT "event_register_entries_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_register_entries" ADD CONSTRAINT "event_register_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registers" ADD CONSTRAINT "event_registers_id_event_session_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."event_session_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registers" ADD CONSTRAINT "event_registers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registers" ADD CONSTRAINT "event_registers_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registers" ADD CONSTRAINT "event_registers_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summaries" ADD CONSTRAINT "event_summaries_id_event_sessions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summaries" ADD CONSTRAINT "event_summaries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summaries" ADD CONSTRAINT "event_summaries_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summary_entries" ADD CONSTRAINT "event_summary_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summary_entries" ADD CONSTRAINT "event_summary_entries_summary_id_event_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."event_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summary_entries" ADD CONSTRAINT "event_summary_entries_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_summary_entries" ADD CONSTRAINT "event_summary_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_trainer_feedback" ADD CONSTRAINT "event_trainer_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_trainer_feedback" ADD CONSTRAINT "event_trainer_feedback_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_trainer_feedback" ADD CONSTRAINT "event_trainer_feedback_occurrence_item_id_event_session_items_id_fk" FOREIGN KEY ("occurrence_item_id") REFERENCES "public"."event_session_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_trainer_feedback" ADD CONSTRAINT "event_trainer_feedback_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_trainer_feedback" ADD CONSTRAINT "event_trainer_feedback_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_event_outcomes_enrolment_event_idx" ON "enrolment_event_outcomes" USING btree ("enrolment_id","event_id");--> statement-breakpoint
CREATE INDEX "enrolment_event_outcomes_event_idx" ON "enrolment_event_outcomes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "enrolment_event_outcomes_session_idx" ON "enrolment_event_outcomes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "enrolment_event_outcomes_customer_idx" ON "enrolment_event_outcomes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_completions_booking_idx" ON "event_completions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "event_completions_session_idx" ON "event_completions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "event_completions_learner_idx" ON "event_completions" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "event_completions_customer_idx" ON "event_completions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "event_completions_recorded_by_idx" ON "event_completions" USING btree ("recorded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "event_register_entries_learner_idx" ON "event_register_entries" USING btree ("register_id","learner_id");--> statement-breakpoint
CREATE INDEX "event_register_entries_learner_id_idx" ON "event_register_entries" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "event_register_entries_customer_idx" ON "event_register_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "event_register_entries_updated_by_idx" ON "event_register_entries" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "event_registers_session_idx" ON "event_registers" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "event_registers_customer_idx" ON "event_registers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "event_registers_completed_by_idx" ON "event_registers" USING btree ("completed_by");--> statement-breakpoint
CREATE INDEX "event_summaries_customer_idx" ON "event_summaries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "event_summaries_completed_by_idx" ON "event_summaries" USING btree ("completed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "event_summary_entries_learner_idx" ON "event_summary_entries" USING btree ("summary_id","learner_id");--> statement-breakpoint
CREATE INDEX "event_summary_entries_learner_id_idx" ON "event_summary_entries" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "event_summary_entries_customer_idx" ON "event_summary_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "event_summary_entries_updated_by_idx" ON "event_summary_entries" USING btree ("updated_by");--> statement-breakpoint
CREATE UNIQUE INDEX "event_trainer_feedback_item_trainer_idx" ON "event_trainer_feedback" USING btree ("occurrence_item_id","trainer_id");--> statement-breakpoint
CREATE INDEX "event_trainer_feedback_session_idx" ON "event_trainer_feedback" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "event_trainer_feedback_trainer_idx" ON "event_trainer_feedback" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "event_trainer_feedback_customer_idx" ON "event_trainer_feedback" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "event_trainer_feedback_created_by_idx" ON "event_trainer_feedback" USING btree ("created_by");