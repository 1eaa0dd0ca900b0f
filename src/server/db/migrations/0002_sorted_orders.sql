-- Hand-added: the listings gain columns only JavaScript computes (the campus of each listing's
-- university, and its distance in whole metres by src/lib/geo.ts), so SQL cannot fill them in.
-- The catalogue is generated data: empty it here, and the server reloads the 50-listing sample at
-- start (scripts/server/openConfigured.ts); `npm run seed -- --count N` reloads a bigger one.
TRUNCATE "listings";--> statement-breakpoint
CREATE TABLE "universities" (
	"position" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"name_search" text NOT NULL,
	"city_search" text NOT NULL,
	"campus_lat" double precision NOT NULL,
	"campus_lng" double precision NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_city_trgm";--> statement-breakpoint
DROP INDEX "listings_university_trgm";--> statement-breakpoint
DROP INDEX "listings_search_covering";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "campus_lat" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "campus_lng" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "distance_m" integer NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_recommended_order" ON "listings" USING btree ("city_search","university_search","position","price","bedrooms");--> statement-breakpoint
CREATE INDEX "listings_price_order" ON "listings" USING btree ("city_search","university_search","price","position","bedrooms");--> statement-breakpoint
CREATE INDEX "listings_price_desc_order" ON "listings" USING btree ("city_search","university_search",(-"price"),"position","price","bedrooms");--> statement-breakpoint
CREATE INDEX "listings_distance_order" ON "listings" USING btree ("city_search","university_search","distance_m","position","price","bedrooms");