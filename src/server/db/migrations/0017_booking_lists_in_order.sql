-- A student's requests and a landlord's pending ones, each in its list's whole order (ties by id): the
-- lists' named statements then have a plan that fits every user, read in order with no sort (issue #37).
DROP INDEX "booking_requests_student";--> statement-breakpoint
DROP INDEX "booking_requests_landlord_pending";--> statement-breakpoint
CREATE INDEX "booking_requests_student" ON "booking_requests" USING btree ("student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "booking_requests_landlord_pending" ON "booking_requests" USING btree ("landlord_id","expires_at","id") WHERE "booking_requests"."status" = 'PENDING';