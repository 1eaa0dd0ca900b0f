-- A landlord's received requests in every status (their data export), the latest first.
CREATE INDEX "booking_requests_landlord" ON "booking_requests" USING btree ("landlord_id","created_at");
