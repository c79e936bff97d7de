-- Trigram matching for product and store search (DESIGN §3). pg_trgm is a trusted extension
-- (PostgreSQL 13+), so a database owner may create it; PGlite must be started with the pg_trgm
-- extension bundle (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
