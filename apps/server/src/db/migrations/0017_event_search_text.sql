-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
CREATE INDEX "events_search_text_idx" ON "events" USING gin ("search_text" gin_trgm_ops);