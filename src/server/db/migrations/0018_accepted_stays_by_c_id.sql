-- The accepted stays' btree with the listing id in the "C" collation, as the booked checks name it: the planner can no
-- longer take the exclusion constraint's GiST for them at an equal estimate (db/schema.ts says why).
DROP INDEX "booking_requests_accepted_stays";--> statement-breakpoint
CREATE INDEX "booking_requests_accepted_stays" ON "booking_requests" USING btree (("listing_id" COLLATE "C"),"move_in","move_out") WHERE "booking_requests"."status" = 'ACCEPTED';