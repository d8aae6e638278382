CREATE INDEX "posts_kind_idx" ON "posts" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "posts_status_idx" ON "posts" USING btree ("status","id");