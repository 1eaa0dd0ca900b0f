-- A dated search's total kept in advance (db/schema.ts, listing_stay_counts; store/stayCounts.ts): counting the matches
-- in an index grew with them (7,800 index entries for a Berlin studio stay at 1M listings). Triggers keep the cells in
-- the transaction of every write of listings; the two partial btrees serve the boundary months and the booked check.
CREATE TABLE "listing_stay_counts" (
	"city_search" text NOT NULL,
	"university_search" text NOT NULL,
	"room_type" text NOT NULL,
	"stay_months" integer NOT NULL,
	"from_month" integer NOT NULL,
	"until_month" integer NOT NULL,
	"bills_included" boolean NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_stay_counts_pkey" PRIMARY KEY("city_search","university_search","room_type","stay_months","from_month","until_month","bills_included")
);
--> statement-breakpoint
CREATE INDEX "listings_stay_until" ON "listings" USING btree (("city_search" COLLATE "C"),("university_search" COLLATE "C"),"room_type","available_until","available_from","min_stay_months","max_stay_months","bills_included") WHERE "listings"."available_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_stay_booked" ON "listings" USING btree (("city_search" COLLATE "POSIX"),("university_search" COLLATE "POSIX"),"room_type","booked_until","available_from","min_stay_months","available_until","max_stay_months","bills_included","id") WHERE "listings"."booked_until" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "listing_month"("day" date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT extract(year FROM "day")::integer * 12 + extract(month FROM "day")::integer - 1 $$;--> statement-breakpoint
CREATE FUNCTION "listing_stay_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each write's cells in their key's order: two transactions changing the same cells lock them in
  -- one order, so they wait for each other rather than deadlock.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_stay_counts" AS "cell"
    SELECT "city_search", "university_search", "room_type", "stay", "listing_month"("available_from" - 1),
      coalesce("listing_month"("available_until"), 2147483647), "bills_included", count(*)::integer
    FROM "added" CROSS JOIN LATERAL generate_series("min_stay_months", least(coalesce("max_stay_months", 24), 24)) AS "stay"
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "listing_stay_counts_pkey" DO UPDATE SET "listings" = "cell"."listings" + excluded."listings";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_stay_counts" AS "cell"
    SELECT "city_search", "university_search", "room_type", "stay", "listing_month"("available_from" - 1),
      coalesce("listing_month"("available_until"), 2147483647), "bills_included", -count(*)::integer
    FROM "removed" CROSS JOIN LATERAL generate_series("min_stay_months", least(coalesce("max_stay_months", 24), 24)) AS "stay"
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "listing_stay_counts_pkey" DO UPDATE SET "listings" = "cell"."listings" + excluded."listings";
  ELSIF TG_OP = 'UPDATE' THEN
    -- The old cells less one and the new plus one in one statement; a cell in both is left alone.
    INSERT INTO "listing_stay_counts" AS "cell"
    SELECT "city_search", "university_search", "room_type", "stay", "from_month", "until_month", "bills_included", sum("change")::integer
    FROM (
      SELECT OLD."city_search", OLD."university_search", OLD."room_type", "stay", "listing_month"(OLD."available_from" - 1) AS "from_month",
        coalesce("listing_month"(OLD."available_until"), 2147483647) AS "until_month", OLD."bills_included", -1 AS "change"
      FROM generate_series(OLD."min_stay_months", least(coalesce(OLD."max_stay_months", 24), 24)) AS "stay"
      UNION ALL
      SELECT NEW."city_search", NEW."university_search", NEW."room_type", "stay", "listing_month"(NEW."available_from" - 1),
        coalesce("listing_month"(NEW."available_until"), 2147483647), NEW."bills_included", 1
      FROM generate_series(NEW."min_stay_months", least(coalesce(NEW."max_stay_months", 24), 24)) AS "stay"
    ) AS "changes" ("city_search", "university_search", "room_type", "stay", "from_month", "until_month", "bills_included", "change")
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("change") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "listing_stay_counts_pkey" DO UPDATE SET "listings" = "cell"."listings" + excluded."listings";
  ELSE
    TRUNCATE "listing_stay_counts";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listing_stay_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE "listing_stay_counts";
  INSERT INTO "listing_stay_counts"
  SELECT "city_search", "university_search", "room_type", "stay", "listing_month"("available_from" - 1),
    coalesce("listing_month"("available_until"), 2147483647), "bills_included", count(*)::integer
  FROM "listings" CROSS JOIN LATERAL generate_series("min_stay_months", least(coalesce("max_stay_months", 24), 24)) AS "stay"
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_stay_counts_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_stay_counts_change"();--> statement-breakpoint
CREATE TRIGGER "listings_stay_counts_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_stay_counts_change"();--> statement-breakpoint
CREATE TRIGGER "listings_stay_counts_update"
  AFTER UPDATE OF "city_search", "university_search", "room_type", "available_from", "available_until", "min_stay_months", "max_stay_months", "bills_included" ON "listings"
  FOR EACH ROW WHEN ((OLD."city_search", OLD."university_search", OLD."room_type", OLD."available_from", OLD."available_until", OLD."min_stay_months", OLD."max_stay_months", OLD."bills_included")
    IS DISTINCT FROM (NEW."city_search", NEW."university_search", NEW."room_type", NEW."available_from", NEW."available_until", NEW."min_stay_months", NEW."max_stay_months", NEW."bills_included"))
  EXECUTE FUNCTION "listing_stay_counts_change"();--> statement-breakpoint
CREATE TRIGGER "listings_stay_counts_truncate" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_stay_counts_change"();--> statement-breakpoint
SELECT "listing_stay_counts_rebuild"();--> statement-breakpoint
ANALYZE "listings";--> statement-breakpoint
ANALYZE "listing_stay_counts";
