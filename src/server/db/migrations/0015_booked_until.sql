-- Each listing's latest accepted move-out (db/schema.ts, listings.booked_until), in the terms' count index: a dated
-- search probes the bookings only for candidates booked past its move-in.
DROP INDEX "listings_terms_count";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "booked_until" date;--> statement-breakpoint
UPDATE "listings" SET "booked_until" = "stays"."until" FROM (
  SELECT "listing_id", max("move_out") AS "until" FROM "booking_requests" WHERE "status" = 'ACCEPTED' GROUP BY "listing_id"
) AS "stays" WHERE "listings"."id" = "stays"."listing_id";--> statement-breakpoint
CREATE INDEX "listings_terms_count" ON "listings" USING btree (("city_search" COLLATE "C"),("university_search" COLLATE "C"),"room_type","available_from","min_stay_months","available_until","max_stay_months","bills_included","price","bedrooms","booked_until","id");
