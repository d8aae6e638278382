CREATE TABLE "campaign_sample_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_sample_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"batch_id" integer,
	"seed" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"stratify_by" varchar(16) NOT NULL,
	"allocation" varchar(12) NOT NULL,
	"quotas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"population_count" integer,
	"drawn_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_sample_draws_size_valid" CHECK ("campaign_sample_draws"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "draw_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD COLUMN "stratum" varchar(8);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sample" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_sample_draws" ADD CONSTRAINT "campaign_sample_draws_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sample_draws" ADD CONSTRAINT "campaign_sample_draws_batch_id_sendout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sendout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sample_draws" ADD CONSTRAINT "campaign_sample_draws_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_sample_draws_campaign_idx" ON "campaign_sample_draws" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_sample_draws_batch" ON "campaign_sample_draws" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "campaign_respondents" ADD CONSTRAINT "campaign_respondents_draw_id_campaign_sample_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."campaign_sample_draws"("id") ON DELETE set null ON UPDATE no action;