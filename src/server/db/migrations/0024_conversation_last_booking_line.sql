-- The conversations list words a latest message that is a request to book's line in the reader's language, from its
-- kind and figures, as the thread does (last_message_start keeps its English text). Filled for the conversations
-- whose latest message is such a line already; a written message leaves it null.
ALTER TABLE "conversations" ADD COLUMN "last_booking_line" jsonb;--> statement-breakpoint
UPDATE "conversations" SET "last_booking_line" = "messages"."booking_line"
  FROM "messages" WHERE "messages"."id" = "conversations"."last_message_id" AND "messages"."booking_line" IS NOT NULL;
