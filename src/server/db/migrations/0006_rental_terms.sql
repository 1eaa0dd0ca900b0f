-- Hand-added: the listings gain their rental terms (issue #32), which only the generator's own
-- random stream gives (scripts/data/generate.ts), so SQL cannot fill them in. As in 0002, the
-- catalogue is generated data: empty it (and its groups' counts) here, and the server reloads the
-- 50-listing sample at start (scripts/server/openConfigured.ts), with the same ids, so saved
-- listings keep theirs; `npm run seed -- --count N` reloads a bigger one.
TRUNCATE "listings", "listing_groups";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_from" date NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_until" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_stay_months" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_stay_months" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "room_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "bills_included" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "included_bills" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "bills_estimate" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_stay_months" CHECK ("listings"."min_stay_months" BETWEEN 1 AND 12 AND ("listings"."max_stay_months" IS NULL OR "listings"."max_stay_months" >= "listings"."min_stay_months"));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_available_until" CHECK ("listings"."available_until" IS NULL OR "listings"."available_until" >= "listings"."available_from");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_room_type" CHECK ("listings"."room_type" IN ('ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_bills" CHECK (CASE WHEN "listings"."bills_included" THEN "listings"."bills_estimate" IS NULL AND jsonb_array_length("listings"."included_bills") > 0 ELSE "listings"."bills_estimate" IS NOT NULL AND "listings"."bills_estimate" >= 0 AND "listings"."included_bills" = '[]'::jsonb END);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_deposit" CHECK ("listings"."deposit" >= 0);