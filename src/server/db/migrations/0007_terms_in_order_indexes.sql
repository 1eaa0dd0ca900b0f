-- The rental terms trail every order's btree (db/schema.ts, docs/server.md#searching-by-dates-room-type-and-bills).
-- 0006 emptied the listings, so the indexes are rebuilt on an empty table; the next load fills them.
DROP INDEX "listings_recommended_order";--> statement-breakpoint
DROP INDEX "listings_price_order";--> statement-breakpoint
DROP INDEX "listings_price_desc_order";--> statement-breakpoint
DROP INDEX "listings_distance_order";--> statement-breakpoint
DROP INDEX "listings_city_order";--> statement-breakpoint
CREATE INDEX "listings_recommended_order" ON "listings" USING btree ("city_search","university_search","position","price","bedrooms","room_type","available_from","min_stay_months","bills_included","available_until","max_stay_months");--> statement-breakpoint
CREATE INDEX "listings_price_order" ON "listings" USING btree ("city_search","university_search","price","position","bedrooms","room_type","available_from","min_stay_months","bills_included","available_until","max_stay_months");--> statement-breakpoint
CREATE INDEX "listings_price_desc_order" ON "listings" USING btree ("city_search","university_search",(-"price"),"position","price","bedrooms","room_type","available_from","min_stay_months","bills_included","available_until","max_stay_months");--> statement-breakpoint
CREATE INDEX "listings_distance_order" ON "listings" USING btree ("city_search","university_search","distance_m","position","price","bedrooms","room_type","available_from","min_stay_months","bills_included","available_until","max_stay_months");--> statement-breakpoint
CREATE INDEX "listings_city_order" ON "listings" USING btree ("city_search","position","price","bedrooms","room_type","available_from","min_stay_months","bills_included","available_until","max_stay_months");