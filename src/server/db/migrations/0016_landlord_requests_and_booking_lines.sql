-- A request to book's line keeps its kind and figures, so each reader's page words it in their language
-- (messages kept before have none and read as their English text); and a landlord's received requests in
-- every status (their data export), the latest first.
ALTER TABLE "messages" ADD COLUMN "booking_line" jsonb;--> statement-breakpoint
CREATE INDEX "booking_requests_landlord" ON "booking_requests" USING btree ("landlord_id","created_at");
