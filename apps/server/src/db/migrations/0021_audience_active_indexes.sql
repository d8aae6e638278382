DROP INDEX "users_audience_prefecture_idx";--> statement-breakpoint
DROP INDEX "users_audience_birth_idx";--> statement-breakpoint
DROP INDEX "users_audience_language_idx";--> statement-breakpoint
DROP INDEX "users_audience_country_idx";--> statement-breakpoint
DROP INDEX "users_audience_nationality_idx";--> statement-breakpoint
DROP INDEX "users_audience_registered_idx";--> statement-breakpoint
CREATE INDEX "users_audience_place_idx" ON "users" USING btree ("prefecture","gender","year_of_birth","newsletter_consent") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE INDEX "users_audience_no_newsletter_idx" ON "users" USING btree ("main_language") WHERE "users"."status" = 'active' and not "users"."newsletter_consent";--> statement-breakpoint
CREATE INDEX "users_audience_birth_idx" ON "users" USING btree ("year_of_birth","gender","newsletter_consent") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE INDEX "users_audience_language_idx" ON "users" USING btree ("main_language","newsletter_consent") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE INDEX "users_audience_country_idx" ON "users" USING btree ("country_of_residence","newsletter_consent") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE INDEX "users_audience_nationality_idx" ON "users" USING btree ("nationality","newsletter_consent") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE INDEX "users_audience_registered_idx" ON "users" USING btree ("created_at","newsletter_consent") WHERE "users"."status" = 'active';