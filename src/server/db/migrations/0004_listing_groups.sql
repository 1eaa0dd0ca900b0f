CREATE TABLE "listing_groups" (
	"city_search" text NOT NULL,
	"university_search" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_groups_city_search_university_search_pk" PRIMARY KEY("city_search","university_search")
);
--> statement-breakpoint
-- Hand-added: a catalogue already loaded gets its counts here; every later load rewrites them.
INSERT INTO "listing_groups" ("city_search", "university_search", "listings")
	SELECT "city_search", "university_search", count(*) FROM "listings" GROUP BY "city_search", "university_search";
