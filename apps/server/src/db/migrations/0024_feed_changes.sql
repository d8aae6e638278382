-- Every change a cached feed answer could show sends NOTIFY feed_changes in the writing
-- transaction; PostgreSQL delivers it after the commit to every listening connection, the
-- writer's own before its statement returns (modules/feed/changes.ts). Payload: '*' (what a
-- member may see or count changed: wherever feed_version moves, and category names), 'i' (a
-- name or avatar shown on posts), or a comma-separated list of 'p<post id>' (the post's row or
-- its reactions changed) and 'u<member id>' (that member's own reactions), '*' beyond 500.
CREATE OR REPLACE FUNCTION feed_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE feed_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('feed_changes', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION feed_changes_all() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('feed_changes', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION feed_changes_names() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('feed_changes', 'i');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION feed_changes_posts() RETURNS trigger AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 500 THEN '*' ELSE string_agg('p' || id, ',') END
    INTO payload FROM changed;
  IF payload IS NOT NULL THEN PERFORM pg_notify('feed_changes', payload); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION feed_changes_reactions() RETURNS trigger AS $$
DECLARE payload text;
BEGIN
  SELECT CASE WHEN count(*) > 250 THEN '*' ELSE string_agg('p' || post_id || ',u' || user_id, ',') END
    INTO payload FROM changed;
  IF payload IS NOT NULL THEN PERFORM pg_notify('feed_changes', payload); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Inserts and deletes of posts, and their visibility columns, already move feed_version ('*').
CREATE TRIGGER posts_feed_changes AFTER UPDATE ON posts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_changes_posts();
--> statement-breakpoint
CREATE TRIGGER post_reactions_feed_changes_insert AFTER INSERT ON post_reactions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_changes_reactions();
--> statement-breakpoint
CREATE TRIGGER post_reactions_feed_changes_update AFTER UPDATE ON post_reactions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_changes_reactions();
--> statement-breakpoint
CREATE TRIGGER post_reactions_feed_changes_delete AFTER DELETE ON post_reactions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_changes_reactions();
--> statement-breakpoint
CREATE TRIGGER post_reactions_feed_changes_truncate AFTER TRUNCATE ON post_reactions
  FOR EACH STATEMENT EXECUTE FUNCTION feed_changes_all();
--> statement-breakpoint
CREATE TRIGGER categories_feed_changes AFTER UPDATE OF name_ja, name_en ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION feed_changes_all();
--> statement-breakpoint
CREATE TRIGGER users_feed_changes AFTER UPDATE OF nickname, avatar_path ON users
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname
    OR OLD.avatar_path IS DISTINCT FROM NEW.avatar_path)
  EXECUTE FUNCTION feed_changes_names();
