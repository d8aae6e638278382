-- Fan statistics as counts (member_stat_counts): every insert, delete, or change of status,
-- registration time or a counted field of a member moves that member's five counts, in the
-- same transaction. Only active members are counted. Upserts go in one fixed order, so two
-- transactions never wait on each other's counts crosswise.
CREATE FUNCTION member_stats_apply(r users, delta integer) RETURNS void AS $$
BEGIN
  IF r.status <> 'active' THEN
    RETURN;
  END IF;
  INSERT INTO member_stat_counts AS c (dimension, code, registered_on, count)
  VALUES
    ('gender', r.gender, (r.created_at AT TIME ZONE 'Asia/Tokyo')::date, delta),
    ('country', coalesce(r.country_of_residence, ''), (r.created_at AT TIME ZONE 'Asia/Tokyo')::date, delta),
    ('prefecture', coalesce(r.prefecture, ''), (r.created_at AT TIME ZONE 'Asia/Tokyo')::date, delta),
    ('language', r.main_language, (r.created_at AT TIME ZONE 'Asia/Tokyo')::date, delta),
    ('age', r.year_of_birth::text, (r.created_at AT TIME ZONE 'Asia/Tokyo')::date, delta)
  ON CONFLICT (dimension, registered_on, code) DO UPDATE SET count = c.count + excluded.count;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION member_stats_on_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM member_stats_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM member_stats_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_member_stats_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION member_stats_on_change();
--> statement-breakpoint
CREATE TRIGGER users_member_stats_update AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.gender IS DISTINCT FROM NEW.gender
    OR OLD.country_of_residence IS DISTINCT FROM NEW.country_of_residence
    OR OLD.prefecture IS DISTINCT FROM NEW.prefecture
    OR OLD.main_language IS DISTINCT FROM NEW.main_language
    OR OLD.year_of_birth IS DISTINCT FROM NEW.year_of_birth
  )
  EXECUTE FUNCTION member_stats_on_change();
--> statement-breakpoint
-- Recounts everything from users (after a bulk load with the triggers off, or to check).
CREATE FUNCTION member_stats_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM member_stat_counts;
  INSERT INTO member_stat_counts (dimension, code, registered_on, count)
  SELECT d.dimension, d.code, u.day, count(*)::int
  FROM (
    SELECT (created_at AT TIME ZONE 'Asia/Tokyo')::date AS day, gender, country_of_residence,
      prefecture, main_language, year_of_birth
    FROM users WHERE status = 'active'
  ) u
  CROSS JOIN LATERAL (VALUES
    ('gender', u.gender),
    ('country', coalesce(u.country_of_residence, '')),
    ('prefecture', coalesce(u.prefecture, '')),
    ('language', u.main_language),
    ('age', u.year_of_birth::text)
  ) AS d(dimension, code)
  GROUP BY d.dimension, d.code, u.day;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT member_stats_rebuild();
