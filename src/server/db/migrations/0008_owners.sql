-- Hand-edited: listings gain their owner (issue #33). The listings already loaded are the sample's,
-- each owned by the landlord on its card, whose user id is 'landlord:' and the card's email
-- (src/api/data/sampleLandlords.ts), so they are filled in before the column becomes NOT NULL.
CREATE TABLE "listing_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"owner_id" text NOT NULL,
	"record" jsonb NOT NULL,
	CONSTRAINT "listing_drafts_position_unique" UNIQUE("position")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "owner_id" text;--> statement-breakpoint
UPDATE "listings" SET "owner_id" = 'landlord:' || "landlord_email";--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_drafts_owner" ON "listing_drafts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "listings_owner" ON "listings" USING btree ("owner_id");