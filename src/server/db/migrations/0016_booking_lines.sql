-- A request to book's line keeps its kind and figures, so each reader's page words it in their language;
-- messages kept before have none and read as their English text.
ALTER TABLE "messages" ADD COLUMN "booking_line" jsonb;
