-- The booked check of a dated search (migration 0012) asks each candidate's id: the terms' count index carries it,
-- so that a dated count still reads no row of listings (store/searchStatements.ts termsCount).
DROP INDEX "listings_terms_count";--> statement-breakpoint
CREATE INDEX "listings_terms_count" ON "listings" USING btree (("city_search" COLLATE "C"),("university_search" COLLATE "C"),"room_type","available_from","min_stay_months","available_until","max_stay_months","bills_included","price","bedrooms","id");