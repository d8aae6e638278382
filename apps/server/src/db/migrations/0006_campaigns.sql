CREATE TABLE "campaign_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "campaign_emails_type_valid" CHECK ("campaign_emails"."type" in ('invitation', 'reminder'))
);
--> statement-breakpoint
CREATE TABLE "campaign_export_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"progress_tracking_id" varchar(32) NOT NULL,
	"campaign_id" integer NOT NULL,
	"requested_by_id" integer,
	"locale" varchar(2) DEFAULT 'ja' NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"file_name" varchar(100),
	"content" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "campaign_export_jobs_status_valid" CHECK ("campaign_export_jobs"."status" in ('processing', 'completed', 'failed', 'downloaded'))
);
--> statement-breakpoint
CREATE TABLE "campaign_respondents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_respondents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rid" varchar(64) NOT NULL,
	"status" varchar(10) NOT NULL,
	"invited_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"points_credited" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_respondents_status_valid" CHECK ("campaign_respondents"."status" in ('invited', 'started', 'completed', 'screenout', 'overquota'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_ja" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"point" integer NOT NULL,
	"screenout_point" integer DEFAULT 0 NOT NULL,
	"length_minutes" integer NOT NULL,
	"survey_link" varchar(2000) NOT NULL,
	"primary_language" varchar(2) DEFAULT 'ja' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"respondent_limit" integer,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"audience" jsonb,
	"send_to_new_members" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_valid" CHECK ("campaigns"."status" in ('active', 'disabled')),
	CONSTRAINT "campaigns_point_valid" CHECK ("campaigns"."point" >= 0 and "campaigns"."screenout_point" >= 0),
	CONSTRAINT "campaigns_length_valid" CHECK ("campaigns"."length_minutes" > 0),
	CONSTRAINT "campaigns_dates_valid" CHECK ("campaigns"."expires_at" > "campaigns"."start_at"),
	CONSTRAINT "campaigns_limit_valid" CHECK ("campaigns"."respondent_limit" is null or "campaigns"."respondent_limit" > 0),
	CONSTRAINT "campaigns_quota_valid" CHECK ("campaigns"."respondent_limit" is null or "campaigns"."completed_count" <= "campaigns"."respondent_limit")
);
--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD CONSTRAINT "campaign_emails_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_export_jobs" ADD CONSTRAINT "campaign_export_jobs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_export_jobs" ADD CONSTRAINT "campaign_export_jobs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD CONSTRAINT "campaign_respondents_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD CONSTRAINT "campaign_respondents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_emails_one_per_language" ON "campaign_emails" USING btree ("campaign_id","type","language");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_export_jobs_tracking" ON "campaign_export_jobs" USING btree ("progress_tracking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_export_jobs_one_running" ON "campaign_export_jobs" USING btree ("campaign_id") WHERE "campaign_export_jobs"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "campaign_export_jobs_queue_idx" ON "campaign_export_jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "campaign_export_jobs_admin_idx" ON "campaign_export_jobs" USING btree ("requested_by_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_respondents_member" ON "campaign_respondents" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_respondents_rid" ON "campaign_respondents" USING btree ("rid");--> statement-breakpoint
CREATE INDEX "campaign_respondents_status_idx" ON "campaign_respondents" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_respondents_user_idx" ON "campaign_respondents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaigns_open_idx" ON "campaigns" USING btree ("status","expires_at");