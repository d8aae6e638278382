CREATE TABLE "mail_event_tallies" (
	"batch_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"kind" varchar(12) NOT NULL,
	CONSTRAINT "mail_event_tallies_batch_id_email_kind_pk" PRIMARY KEY("batch_id","email","kind")
);
--> statement-breakpoint
CREATE TABLE "mail_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"source" varchar(10) NOT NULL,
	"batch_id" integer,
	"user_id" integer,
	"event_id" varchar(200),
	"detail" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_events_kind_valid" CHECK ("mail_events"."kind" in ('delivered', 'hard_bounce', 'soft_bounce', 'complaint'))
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_suppressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"user_id" integer,
	"reason" varchar(12) NOT NULL,
	"detail" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_reason_valid" CHECK ("mail_suppressions"."reason" in ('hard_bounce', 'soft_bounce', 'complaint', 'admin', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "sendout_batches" ADD COLUMN "delivered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sendout_batches" ADD COLUMN "hard_bounced_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sendout_batches" ADD COLUMN "soft_bounced_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sendout_batches" ADD COLUMN "complained_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_event_tallies" ADD CONSTRAINT "mail_event_tallies_batch_id_sendout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sendout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_batch_id_sendout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sendout_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_events_source_event_uq" ON "mail_events" USING btree ("source","event_id");--> statement-breakpoint
CREATE INDEX "mail_events_email_kind_idx" ON "mail_events" USING btree ("email","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "mail_events_batch_idx" ON "mail_events" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_suppressions_email_uq" ON "mail_suppressions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_suppressions_email_trgm_idx" ON "mail_suppressions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_suppressions_reason_idx" ON "mail_suppressions" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "mail_suppressions_user_idx" ON "mail_suppressions" USING btree ("user_id");