CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"listing_name" text NOT NULL,
	"landlord_id" text NOT NULL,
	"landlord_name" text NOT NULL,
	"student_id" text,
	"student_email" text NOT NULL,
	"student_name" text NOT NULL,
	"last_message_id" bigint NOT NULL,
	"last_message_at" bigint NOT NULL,
	"last_message_start" text NOT NULL,
	"student_unread" boolean NOT NULL,
	"landlord_unread" boolean NOT NULL,
	"student_mailed_at" bigint,
	"landlord_mailed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" text NOT NULL,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" bigint NOT NULL,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_landlord_order" ON "conversations" USING btree ("landlord_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_student_order" ON "conversations" USING btree ("student_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_landlord_unread" ON "conversations" USING btree ("landlord_id") WHERE "conversations"."landlord_unread";--> statement-breakpoint
CREATE INDEX "conversations_student_unread" ON "conversations" USING btree ("student_id") WHERE "conversations"."student_unread";--> statement-breakpoint
CREATE INDEX "conversations_waiting" ON "conversations" USING btree ("student_email","listing_id") WHERE "conversations"."student_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_student_listing" ON "conversations" USING btree ("student_id","listing_id");--> statement-breakpoint
CREATE INDEX "messages_thread" ON "messages" USING btree ("conversation_id","id");