CREATE TABLE "segment_members" (
	"segment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "segment_members_segment_id_user_id_pk" PRIMARY KEY("segment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sendout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sendout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" varchar(8) NOT NULL,
	"source_id" integer NOT NULL,
	"type" varchar(10) DEFAULT 'invitation' NOT NULL,
	"status" varchar(12) DEFAULT 'schedule' NOT NULL,
	"consent" varchar(10) NOT NULL,
	"audience" jsonb NOT NULL,
	"mail" jsonb NOT NULL,
	"tag_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"clicked_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sendout_batches_status_valid" CHECK ("sendout_batches"."status" in ('schedule', 'in_progress', 'completed', 'fail')),
	CONSTRAINT "sendout_batches_type_valid" CHECK ("sendout_batches"."type" in ('invitation', 'reminder')),
	CONSTRAINT "sendout_batches_source_valid" CHECK ("sendout_batches"."source" in ('post', 'campaign', 'offer')),
	CONSTRAINT "sendout_batches_consent_valid" CHECK ("sendout_batches"."consent" in ('newsletter', 'survey'))
);
--> statement-breakpoint
CREATE TABLE "sendout_recipients" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(2) NOT NULL,
	"nickname" varchar(64) NOT NULL,
	"first_name" varchar(64) NOT NULL,
	"last_name" varchar(64) NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"error" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "sendout_recipients_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id"),
	CONSTRAINT "sendout_recipients_status_valid" CHECK ("sendout_recipients"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
DROP INDEX "posts_feed_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience_all" boolean GENERATED ALWAYS AS (("audience" ->> 'type') = 'all') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sendout_batches" ADD CONSTRAINT "sendout_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sendout_recipients" ADD CONSTRAINT "sendout_recipients_batch_id_sendout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sendout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sendout_recipients" ADD CONSTRAINT "sendout_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segment_members_user_idx" ON "segment_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sendout_batches_one_running" ON "sendout_batches" USING btree ((true)) WHERE "sendout_batches"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "sendout_batches_due_idx" ON "sendout_batches" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "sendout_batches_source_idx" ON "sendout_batches" USING btree ("source","source_id","id");--> statement-breakpoint
CREATE INDEX "sendout_recipients_queue_idx" ON "sendout_recipients" USING btree ("batch_id","status","user_id");--> statement-breakpoint
CREATE INDEX "users_audience_birth_idx" ON "users" USING btree ("status","year_of_birth");--> statement-breakpoint
CREATE INDEX "users_audience_prefecture_idx" ON "users" USING btree ("status","prefecture");--> statement-breakpoint
CREATE INDEX "users_audience_language_idx" ON "users" USING btree ("status","main_language");--> statement-breakpoint
CREATE INDEX "users_audience_country_idx" ON "users" USING btree ("status","country_of_residence");--> statement-breakpoint
CREATE INDEX "users_audience_nationality_idx" ON "users" USING btree ("status","nationality");--> statement-breakpoint
CREATE INDEX "users_audience_registered_idx" ON "users" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "posts_feed_all_idx" ON "posts" USING btree ("status","publish_at") WHERE "posts"."audience_all";--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("status","publish_at","id");