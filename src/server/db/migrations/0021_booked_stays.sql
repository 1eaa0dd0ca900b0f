-- Each listing's accepted stays as one multirange in its row and in the counts' btrees (db/schema.ts): a dated
-- search's total probed booking_requests once per candidate booked past the move-in (about 700 probes, most of the
-- search's PostgreSQL CPU at 1M listings with 100,000 stays); it now decides each from the index entry. Triggers keep
-- booked_stays and booked_until in the transaction of every write of booking_requests and every insert of listings.
DROP INDEX "listings_terms_count";--> statement-breakpoint
DROP INDEX "listings_stay_booked";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "booked_stays" datemultirange;--> statement-breakpoint
CREATE FUNCTION "listing_booked_stays_set"("ids" text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- PL/pgSQL keeps this statement's plan for the connection (an SQL function would plan it at every accept).
  UPDATE "listings" SET "booked_stays" = "kept"."stays", "booked_until" = upper("kept"."stays")
  FROM (
    SELECT "listed"."id", (SELECT range_agg(daterange("move_in", "move_out")) FROM "booking_requests"
        WHERE ("listing_id" COLLATE "C") = "listed"."id" AND "status" = 'ACCEPTED') AS "stays"
    FROM (SELECT DISTINCT "id" FROM unnest("ids") AS "given" ("id")) AS "listed"
  ) AS "kept"
  WHERE "listings"."id" = "kept"."id"
    AND ("listings"."booked_stays", "listings"."booked_until") IS DISTINCT FROM ("kept"."stays", upper("kept"."stays"));
END $$;--> statement-breakpoint
CREATE FUNCTION "booking_requests_booked_stays"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "listing_booked_stays_set"(array(SELECT "listing_id" FROM "added" WHERE "status" = 'ACCEPTED'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "listing_booked_stays_set"(array(SELECT "listing_id" FROM "removed" WHERE "status" = 'ACCEPTED'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "listing_booked_stays_set"(ARRAY[OLD."listing_id", NEW."listing_id"]);
  ELSE
    UPDATE "listings" SET "booked_stays" = NULL, "booked_until" = NULL WHERE "booked_until" IS NOT NULL OR "booked_stays" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listings_booked_stays_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A listing put back into the search (or loaded) takes its accepted stays; a catalogue without any skips the join.
  IF EXISTS (SELECT 1 FROM "booking_requests" WHERE "status" = 'ACCEPTED') THEN
    PERFORM "listing_booked_stays_set"(array(
      SELECT "added"."id" FROM "added" WHERE EXISTS (
        SELECT 1 FROM "booking_requests" WHERE ("listing_id" COLLATE "C") = "added"."id" AND "status" = 'ACCEPTED')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_requests_booked_stays_insert" AFTER INSERT ON "booking_requests" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_requests_booked_stays"();--> statement-breakpoint
CREATE TRIGGER "booking_requests_booked_stays_delete" AFTER DELETE ON "booking_requests" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_requests_booked_stays"();--> statement-breakpoint
CREATE TRIGGER "booking_requests_booked_stays_update"
  AFTER UPDATE OF "status", "listing_id", "move_in", "move_out" ON "booking_requests"
  FOR EACH ROW WHEN ((OLD."status" = 'ACCEPTED' OR NEW."status" = 'ACCEPTED')
    AND (OLD."status", OLD."listing_id", OLD."move_in", OLD."move_out") IS DISTINCT FROM (NEW."status", NEW."listing_id", NEW."move_in", NEW."move_out"))
  EXECUTE FUNCTION "booking_requests_booked_stays"();--> statement-breakpoint
CREATE TRIGGER "booking_requests_booked_stays_truncate" AFTER TRUNCATE ON "booking_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_requests_booked_stays"();--> statement-breakpoint
CREATE TRIGGER "listings_booked_stays_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_booked_stays_added"();--> statement-breakpoint
SELECT "listing_booked_stays_set"(array(
  SELECT "listing_id" FROM "booking_requests" WHERE "status" = 'ACCEPTED' UNION SELECT "id" FROM "listings" WHERE "booked_until" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "listings_terms_count" ON "listings" USING btree (("city_search" COLLATE "C"),("university_search" COLLATE "C"),"room_type","available_from","min_stay_months","available_until","max_stay_months","bills_included","price","bedrooms","booked_stays");--> statement-breakpoint
CREATE INDEX "listings_stay_booked" ON "listings" USING btree (("city_search" COLLATE "POSIX"),("university_search" COLLATE "POSIX"),"room_type","booked_until","available_from","min_stay_months","available_until","max_stay_months","bills_included","booked_stays") WHERE "listings"."booked_until" IS NOT NULL;--> statement-breakpoint
ANALYZE "listings";
