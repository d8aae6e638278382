-- list_totals moved once per statement on insert and delete, by the statement's rows grouped by
-- key: a per-row trigger made a bulk load (the benches' seeds) update the same few rows once per
-- member inside one transaction, each time walking a longer chain of row versions. Updates keep
-- the per-row trigger, which fires only when the status (or the post's kind) changes.
DROP TRIGGER users_list_totals_insert_delete ON users;
--> statement-breakpoint
DROP TRIGGER posts_list_totals_insert_delete ON posts;
--> statement-breakpoint
CREATE FUNCTION list_totals_members_rows() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_totals AS t (list, key, count)
    SELECT 'members', status, count(*)::int FROM new_rows GROUP BY status ORDER BY status
    ON CONFLICT (list, key) DO UPDATE SET count = t.count + excluded.count;
  ELSE
    INSERT INTO list_totals AS t (list, key, count)
    SELECT 'members', status, -count(*)::int FROM old_rows GROUP BY status ORDER BY status
    ON CONFLICT (list, key) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION list_totals_posts_rows() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_totals AS t (list, key, count)
    SELECT 'posts', kind || ':' || status, count(*)::int FROM new_rows
    GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, key) DO UPDATE SET count = t.count + excluded.count;
  ELSE
    INSERT INTO list_totals AS t (list, key, count)
    SELECT 'posts', kind || ':' || status, -count(*)::int FROM old_rows
    GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, key) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_list_totals_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_members_rows();
--> statement-breakpoint
CREATE TRIGGER users_list_totals_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_members_rows();
--> statement-breakpoint
CREATE TRIGGER posts_list_totals_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_posts_rows();
--> statement-breakpoint
CREATE TRIGGER posts_list_totals_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_posts_rows();
