CREATE TABLE "event_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_by" uuid,
	"promoted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"datetime_start" timestamp with time zone NOT NULL,
	"datetime_end" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"venue_id" uuid,
	"room_id" uuid,
	"meeting_link" text,
	"platform" text,
	"virtual_access_details" text,
	"trainer_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_session_items_dates" CHECK ("event_session_items"."datetime_start" <= "event_session_items"."datetime_end")
);
--> statement-breakpoint
CREATE TABLE "event_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"customer_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid,
	"learner_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"booking_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "event_sessions_event_idx";--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "session_type" text DEFAULT 'face_to_face' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "enable_trainers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "max_booking_limit_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "max_booking_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "min_booking_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "coordinator_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "trainer_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "occurrence_settings" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "booking_settings" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_settings" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "completion_settings" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "costs_settings" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "coordinator_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "course_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_items" ADD CONSTRAINT "event_session_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_items" ADD CONSTRAINT "event_session_items_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_items" ADD CONSTRAINT "event_session_items_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_items" ADD CONSTRAINT "event_session_items_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bookings_session_status_idx" ON "event_bookings" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "event_bookings_learner_idx" ON "event_bookings" USING btree ("learner_id","created_at");--> statement-breakpoint
CREATE INDEX "event_bookings_event_idx" ON "event_bookings" USING btree ("event_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_one_live_idx" ON "event_bookings" USING btree ("event_id","learner_id") WHERE "event_bookings"."status" in ('invite', 'request', 'booked');--> statement-breakpoint
CREATE INDEX "event_session_items_session_idx" ON "event_session_items" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "event_session_items_room_idx" ON "event_session_items" USING btree ("room_id","datetime_start");--> statement-breakpoint
CREATE INDEX "event_session_items_venue_idx" ON "event_session_items" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "event_subscriptions_queue_idx" ON "event_subscriptions" USING btree ("event_id","status","seq");--> statement-breakpoint
CREATE INDEX "event_subscriptions_session_idx" ON "event_subscriptions" USING btree ("session_id","status","seq");--> statement-breakpoint
CREATE INDEX "event_subscriptions_learner_idx" ON "event_subscriptions" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_subscriptions_one_waiting_idx" ON "event_subscriptions" USING btree ("event_id",coalesce("session_id", '00000000-0000-0000-0000-000000000000'::uuid),"learner_id") WHERE "event_subscriptions"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sessions_dates_idx" ON "event_sessions" USING btree ("from_date","to_date");--> statement-breakpoint
CREATE INDEX "event_sessions_status_idx" ON "event_sessions" USING btree ("status","from_date");--> statement-breakpoint
CREATE INDEX "event_sessions_trainers_idx" ON "event_sessions" USING gin ("trainer_ids");--> statement-breakpoint
CREATE INDEX "events_workspace_status_name_idx" ON "events" USING btree ("workspace_id","status","name","id");--> statement-breakpoint
CREATE INDEX "events_workspace_name_idx" ON "events" USING btree ("workspace_id","name","id");--> statement-breakpoint
CREATE INDEX "events_coordinators_idx" ON "events" USING gin ("coordinator_ids");--> statement-breakpoint
CREATE INDEX "events_courses_idx" ON "events" USING gin ("course_ids");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","from_date");--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_dates" CHECK ("event_sessions"."from_date" <= "event_sessions"."to_date");