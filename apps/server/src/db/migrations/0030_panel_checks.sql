ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_point_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "survey_invite_limit" smallint;--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "hold_reason" varchar(10);--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "review_status" varchar(8);--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "points_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "review_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "over_quota_point" integer;--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD CONSTRAINT "campaign_respondents_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_normalised_email_idx" ON "users" USING btree ((case when split_part(lower("email"), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com' else split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2) end));--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE INDEX "campaign_respondents_review_idx" ON "campaign_respondents" USING btree ("finished_at","id") WHERE "campaign_respondents"."review_status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_survey_invite_limit_valid" CHECK ("users"."survey_invite_limit" is null or "users"."survey_invite_limit" >= 0);--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD CONSTRAINT "campaign_respondents_review_valid" CHECK ("campaign_respondents"."review_status" is null or "campaign_respondents"."review_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_point_valid" CHECK ("campaigns"."point" >= 0 and "campaigns"."screenout_point" >= 0 and coalesce("campaigns"."over_quota_point", 0) >= 0);