-- Retention (issue #36): contact_messages was a write-only copy of every contact form message, with
-- the sender's email and phone, that no export showed and no erasure or sweep removed. Since 0009 the
-- conversation keeps each message before it is mailed, so the copy goes. Visitors' conversations no
-- account joined are swept once old (store/retentionSweep.ts), along this index.
DROP TABLE "contact_messages" CASCADE;--> statement-breakpoint
CREATE INDEX "conversations_unclaimed_age" ON "conversations" USING btree ("last_message_at") WHERE "conversations"."student_id" IS NULL;