CREATE TABLE "feed_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The feed's totals are cached per process against this number (modules/feed/totals.ts): every
-- statement that could change what a member's feed counts moves it, in its own transaction.
-- View, comment and reaction counts do not (they are read fresh with each page).
INSERT INTO "feed_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION feed_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE feed_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_feed_version
  AFTER INSERT OR DELETE OR UPDATE OF status, publish_at, audience, author_id ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_version_bump();
--> statement-breakpoint
CREATE TRIGGER posts_feed_version_truncate AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_version_bump();
--> statement-breakpoint
CREATE TRIGGER post_categories_feed_version AFTER INSERT OR DELETE OR UPDATE ON post_categories
  FOR EACH STATEMENT EXECUTE FUNCTION feed_version_bump();
--> statement-breakpoint
CREATE TRIGGER post_categories_feed_version_truncate AFTER TRUNCATE ON post_categories
  FOR EACH STATEMENT EXECUTE FUNCTION feed_version_bump();
--> statement-breakpoint
CREATE TRIGGER categories_feed_version AFTER INSERT OR DELETE OR UPDATE OF status ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION feed_version_bump();
--> statement-breakpoint
CREATE TRIGGER segment_members_feed_version AFTER INSERT OR DELETE OR UPDATE ON segment_members
  FOR EACH STATEMENT EXECUTE FUNCTION feed_version_bump();
--> statement-breakpoint
CREATE TRIGGER segment_members_feed_version_truncate AFTER TRUNCATE ON segment_members
  FOR EACH STATEMENT EXECUTE FUNCTION feed_version_bump();
