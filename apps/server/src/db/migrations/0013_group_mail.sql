CREATE TABLE "group_mail_batches" (
	"batch_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"topic_id" integer,
	"user_ids" integer[],
	CONSTRAINT "group_mail_batches_kind_valid" CHECK ("group_mail_batches"."kind" in ('invitation', 'answer_reminder', 'topic_opening'))
);
--> statement-breakpoint
ALTER TABLE "sendout_batches" DROP CONSTRAINT "sendout_batches_source_valid";--> statement-breakpoint
ALTER TABLE "group_mail_batches" ADD CONSTRAINT "group_mail_batches_batch_id_sendout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sendout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_mail_batches" ADD CONSTRAINT "group_mail_batches_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_mail_batches" ADD CONSTRAINT "group_mail_batches_topic_id_group_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."group_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sendout_batches" ADD CONSTRAINT "sendout_batches_source_valid" CHECK ("sendout_batches"."source" in ('post', 'campaign', 'offer', 'group'));