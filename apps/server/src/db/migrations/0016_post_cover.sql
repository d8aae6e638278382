ALTER TABLE "posts" ADD COLUMN "cover_image" varchar(500);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_url" varchar(500);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_alt" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Posts saved before covers existed take their first image (src and alt) as the cover.
UPDATE "posts" SET
  "cover_url" = substring(substring("contents" from '<img\s[^>]*>') from '\ssrc="([^"]{1,500})"'),
  "cover_alt" = left(coalesce(substring(substring("contents" from '<img\s[^>]*>') from '\salt="([^"]*)"'), ''), 300)
WHERE "contents" ~ '<img\s';
