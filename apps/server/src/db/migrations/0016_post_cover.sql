ALTER TABLE "posts" ADD COLUMN "cover_image" varchar(500);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_url" varchar(500);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_alt" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Posts saved before covers existed take their first image as the cover (its alt text, or the title).
UPDATE "posts" SET
  "cover_url" = CASE WHEN length(m.src) <= 500 THEN m.src END,
  "cover_alt" = CASE WHEN length(m.src) <= 500 THEN left(coalesce(nullif(trim(m.alt), ''), "posts"."title"), 300) ELSE '' END
FROM (
  SELECT i."id",
    replace(substring(i.tag from '\ssrc="([^"]+)"'), '&amp;', '&') AS src,
    replace(replace(replace(replace(replace(substring(i.tag from '\salt="([^"]*)"'),
      '&quot;', '"'), '&#39;', ''''), '&lt;', '<'), '&gt;', '>'), '&amp;', '&') AS alt
  FROM (SELECT "id", substring("contents" from '<img\s[^>]*>') AS tag FROM "posts" WHERE "contents" ~ '<img\s') i
) m
WHERE m."id" = "posts"."id";
