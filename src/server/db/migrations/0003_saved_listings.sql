CREATE TABLE "saved_listings" (
	"owner_kind" text NOT NULL,
	"owner_key" text NOT NULL,
	"property_id" text NOT NULL,
	"saved_at" bigint NOT NULL,
	CONSTRAINT "saved_listings_owner_kind_owner_key_property_id_pk" PRIMARY KEY("owner_kind","owner_key","property_id")
);
--> statement-breakpoint
CREATE INDEX "saved_listings_owner_saved_at" ON "saved_listings" USING btree ("owner_kind","owner_key","saved_at");