CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"position" integer PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"images" jsonb NOT NULL,
	"city" text NOT NULL,
	"university" text NOT NULL,
	"city_search" text NOT NULL,
	"university_search" text NOT NULL,
	"address" text NOT NULL,
	"amenities" jsonb NOT NULL,
	"landlord_name" text NOT NULL,
	"landlord_email" text NOT NULL,
	"landlord_phone" text NOT NULL,
	"landlord_avatar" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_codes" (
	"type" text NOT NULL,
	"contact" text NOT NULL,
	"code_hmac" text NOT NULL,
	"expires" bigint NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "pending_codes_type_contact_pk" PRIMARY KEY("type","contact")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_verified" boolean NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"contact" text NOT NULL,
	"expires" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_id" ON "listings" USING btree ("id");--> statement-breakpoint
CREATE INDEX "listings_city_trgm" ON "listings" USING gin ("city_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_university_trgm" ON "listings" USING gin ("university_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_search_covering" ON "listings" USING btree ("city_search","university_search","price","bedrooms","position");--> statement-breakpoint
CREATE INDEX "pending_codes_expires" ON "pending_codes" USING btree ("expires");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires");--> statement-breakpoint
CREATE INDEX "verification_tokens_expires" ON "verification_tokens" USING btree ("expires");