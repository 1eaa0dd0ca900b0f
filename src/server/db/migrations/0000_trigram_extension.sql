-- The listings' substring filters use trigram indexes. pg_trgm is a trusted extension (PostgreSQL 13+),
-- so a database owner without superuser can create it; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
