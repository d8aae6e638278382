-- A version per post's comment thread (modules/comments/thread-cache.ts): moved in the writing
-- transaction by every insert and delete of the post's comments and every update of a column
-- the thread shows (not reaction_count, which the thread reads fresh), so a thread page cached
-- at a version is current while the version read with the request is the same. Values come from
-- one sequence: a version never repeats, not even after a truncate.
CREATE SEQUENCE comment_thread_version_seq;
--> statement-breakpoint
CREATE TABLE comment_thread_versions (
  post_id integer PRIMARY KEY,
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO comment_thread_versions (post_id, version)
SELECT post_id, nextval('comment_thread_version_seq') FROM (SELECT DISTINCT post_id FROM comments) p;
--> statement-breakpoint
CREATE FUNCTION comment_thread_touch() RETURNS trigger AS $$
BEGIN
  INSERT INTO comment_thread_versions (post_id, version)
  SELECT post_id, nextval('comment_thread_version_seq') FROM (SELECT DISTINCT post_id FROM changed) p
  ON CONFLICT (post_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION comment_thread_touch_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO comment_thread_versions (post_id, version)
  SELECT post_id, nextval('comment_thread_version_seq') FROM (
    SELECT n.post_id FROM changed n JOIN old_rows o ON o.id = n.id
    WHERE (o.post_id, o.parent_id, o.user_id, o.body, o.created_at, o.updated_at, o.deleted_at)
      IS DISTINCT FROM (n.post_id, n.parent_id, n.user_id, n.body, n.created_at, n.updated_at, n.deleted_at)
    UNION
    SELECT o.post_id FROM changed n JOIN old_rows o ON o.id = n.id WHERE o.post_id <> n.post_id
  ) p
  ON CONFLICT (post_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION comment_thread_touch_all() RETURNS trigger AS $$
BEGIN
  UPDATE comment_thread_versions SET version = nextval('comment_thread_version_seq');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER comments_thread_insert AFTER INSERT ON comments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION comment_thread_touch();
--> statement-breakpoint
CREATE TRIGGER comments_thread_delete AFTER DELETE ON comments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION comment_thread_touch();
--> statement-breakpoint
CREATE TRIGGER comments_thread_update AFTER UPDATE ON comments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION comment_thread_touch_update();
--> statement-breakpoint
CREATE TRIGGER comments_thread_truncate AFTER TRUNCATE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION comment_thread_touch_all();
