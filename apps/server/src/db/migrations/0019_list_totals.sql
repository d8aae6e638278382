CREATE TABLE "list_totals" (
	"list" varchar(8) NOT NULL,
	"key" varchar(24) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "list_totals_pkey" PRIMARY KEY("list","key")
);
--> statement-breakpoint
-- Every insert, delete, or change of a counted field moves the row's count in the same
-- transaction (one row per status, or per kind and status), so the totals stay exact. The two
-- rows are touched in key order, so two transactions never wait on each other crosswise.
CREATE FUNCTION list_totals_move(list_name text, old_key text, new_key text) RETURNS void AS $$
DECLARE
  k text;
BEGIN
  IF old_key IS NOT DISTINCT FROM new_key THEN
    RETURN;
  END IF;
  FOR k IN SELECT x FROM unnest(ARRAY[old_key, new_key]) AS x WHERE x IS NOT NULL ORDER BY x LOOP
    INSERT INTO list_totals AS t (list, key, count)
    VALUES (list_name, k, CASE WHEN k = new_key THEN 1 ELSE -1 END)
    ON CONFLICT (list, key) DO UPDATE SET count = t.count + excluded.count;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION list_totals_members() RETURNS trigger AS $$
BEGIN
  PERFORM list_totals_move('members',
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN OLD.status END,
    CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN NEW.status END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION list_totals_posts() RETURNS trigger AS $$
BEGIN
  PERFORM list_totals_move('posts',
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN OLD.kind || ':' || OLD.status END,
    CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN NEW.kind || ':' || NEW.status END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_list_totals_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION list_totals_members();
--> statement-breakpoint
CREATE TRIGGER users_list_totals_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION list_totals_members();
--> statement-breakpoint
CREATE TRIGGER posts_list_totals_insert_delete AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION list_totals_posts();
--> statement-breakpoint
CREATE TRIGGER posts_list_totals_update AFTER UPDATE ON posts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION list_totals_posts();
--> statement-breakpoint
INSERT INTO list_totals (list, key, count)
  SELECT 'members', status, count(*)::int FROM users GROUP BY status
  UNION ALL
  SELECT 'posts', kind || ':' || status, count(*)::int FROM posts GROUP BY kind, status;
