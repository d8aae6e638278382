ALTER TABLE "sendout_batches" ADD COLUMN "human_opened_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sendout_batches" ADD COLUMN "human_clicked_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sendout_recipients" ADD COLUMN "human_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sendout_recipients" ADD COLUMN "human_clicked_at" timestamp with time zone;