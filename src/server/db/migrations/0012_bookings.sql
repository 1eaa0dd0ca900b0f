-- btree_gist lets one GiST index hold the listing's id (=) with the stay's range (&&): the
-- exclusion constraint below. A trusted extension (PostgreSQL 13+); PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"listing_name" text NOT NULL,
	"landlord_id" text NOT NULL,
	"student_id" text NOT NULL,
	"student_name" text NOT NULL,
	"conversation_id" text NOT NULL,
	"message" text NOT NULL,
	"reply" text NOT NULL,
	"status" text NOT NULL,
	"declined_for_overlap" boolean NOT NULL,
	"move_in" date NOT NULL,
	"move_out" date NOT NULL,
	"months" integer NOT NULL,
	"rent" integer NOT NULL,
	"bills" integer NOT NULL,
	"deposit" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"decided_at" bigint,
	"expiry_mailed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_requests_stay" CHECK ("booking_requests"."move_out" > "booking_requests"."move_in")
);
--> statement-breakpoint
CREATE INDEX "booking_requests_student" ON "booking_requests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_landlord_pending" ON "booking_requests" USING btree ("landlord_id","expires_at") WHERE "booking_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "booking_requests_listing_pending" ON "booking_requests" USING btree ("listing_id","student_id") WHERE "booking_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "booking_requests_unmailed_expiry" ON "booking_requests" USING btree ("expires_at") WHERE "booking_requests"."status" = 'PENDING' AND NOT "booking_requests"."expiry_mailed";--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, daterange("move_in", "move_out") WITH &&) WHERE ("status" = 'ACCEPTED');
