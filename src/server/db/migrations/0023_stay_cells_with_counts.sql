-- A stay's count read each matching cell's row for its number of listings (listing_stay_counts, migration 0020): the
-- cells' primary key found them, and their rows lay one to a heap page (88 rows, 94 pages per group for a Berlin studio
-- stay at 1M listings: about 0.4 ms of the count's 0.5 ms of CPU). The key now carries the count (INCLUDE), so the sum is an
-- index-only range of a few leaf pages. The cells' upserts are no longer HOT updates (the count is in the index): a
-- landlord's publish or edit writes an index entry per changed cell, which accepting a stay never does. About 9 s at 1M
-- listings (1.45 million cells). drizzle-kit cannot write INCLUDE, so db/schema.ts declares the key's columns alone.
ALTER TABLE "listing_stay_counts" DROP CONSTRAINT "listing_stay_counts_pkey",
  ADD CONSTRAINT "listing_stay_counts_pkey" PRIMARY KEY ("city_search", "university_search", "room_type", "stay_months", "from_month", "until_month", "bills_included") INCLUDE ("listings");
