-- How many listings each (city, university) group holds at each price (db/schema.ts, listing_price_groups): a search
-- whose only row filters are a price range sums a few thousand of these rows instead of counting every listing of its
-- city under the maximum in an order's btree (83,334 entries for Berlin at a million listings).
CREATE TABLE "listing_price_groups" (
	"city_search" text NOT NULL,
	"university_search" text NOT NULL,
	"price" integer NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_price_groups_city_search_university_search_price_pk" PRIMARY KEY("city_search","university_search","price")
);--> statement-breakpoint
INSERT INTO "listing_price_groups" ("city_search", "university_search", "price", "listings")
  SELECT "city_search", "university_search", "price", count(*) FROM "listings" GROUP BY "city_search", "university_search", "price";
