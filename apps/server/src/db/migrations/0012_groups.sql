CREATE TABLE "group_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" integer,
	"body" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "group_mail_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_mail_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_mail_templates_kind_valid" CHECK ("group_mail_templates"."kind" in ('invitation', 'registration_complete', 'answer_reminder', 'topic_opening', 'comment_notice'))
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(12) DEFAULT 'participant' NOT NULL,
	"state" varchar(8) DEFAULT 'invited' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"invited_by_id" integer,
	"invited_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_role_valid" CHECK ("group_members"."role" in ('moderator', 'participant', 'viewer')),
	CONSTRAINT "group_members_state_valid" CHECK ("group_members"."state" in ('invited', 'joined'))
);
--> statement-breakpoint
CREATE TABLE "group_poll_ballots" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"choices" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_poll_ballots_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_polls" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"question" varchar(300) NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_post_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_post_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"image_key" varchar(200) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"video_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_topic_segments" (
	"topic_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"operator" varchar(8) NOT NULL,
	CONSTRAINT "group_topic_segments_topic_id_segment_id_pk" PRIMARY KEY("topic_id","segment_id"),
	CONSTRAINT "group_topic_segments_operator_valid" CHECK ("group_topic_segments"."operator" in ('include', 'exclude'))
);
--> statement-breakpoint
CREATE TABLE "group_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"parent_id" integer,
	"title" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"opening_mailed_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_topics_status_valid" CHECK ("group_topics"."status" in ('draft', 'published')),
	CONSTRAINT "group_topics_window_valid" CHECK ("group_topics"."closes_at" > "group_topics"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" varchar(200),
	"banner_key" varchar(200),
	"visibility" varchar(8) NOT NULL,
	"searchable" boolean DEFAULT true NOT NULL,
	"mroc_enabled" boolean DEFAULT false NOT NULL,
	"moderator_id" integer,
	"contact_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_email" varchar(254) DEFAULT '' NOT NULL,
	"contact_info" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"mail_registration_complete" boolean DEFAULT true NOT NULL,
	"mail_comment_notice" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_visibility_valid" CHECK ("groups"."visibility" in ('public', 'private')),
	CONSTRAINT "groups_status_valid" CHECK ("groups"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "group_comment_likes" ADD CONSTRAINT "group_comment_likes_comment_id_group_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."group_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comment_likes" ADD CONSTRAINT "group_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_parent_id_group_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."group_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_mail_templates" ADD CONSTRAINT "group_mail_templates_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_ballots" ADD CONSTRAINT "group_poll_ballots_post_id_group_polls_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_polls"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_ballots" ADD CONSTRAINT "group_poll_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_polls" ADD CONSTRAINT "group_polls_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_images" ADD CONSTRAINT "group_post_images_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_likes" ADD CONSTRAINT "group_post_likes_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_likes" ADD CONSTRAINT "group_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_topic_id_group_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."group_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_topic_segments" ADD CONSTRAINT "group_topic_segments_topic_id_group_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."group_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_topic_segments" ADD CONSTRAINT "group_topic_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_topics" ADD CONSTRAINT "group_topics_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_topics" ADD CONSTRAINT "group_topics_parent_id_group_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."group_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_topics" ADD CONSTRAINT "group_topics_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_comments_post_idx" ON "group_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_mail_templates_one" ON "group_mail_templates" USING btree ("group_id","kind","language");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "group_members_listing_idx" ON "group_members" USING btree ("group_id","state","role");--> statement-breakpoint
CREATE INDEX "group_post_images_post_idx" ON "group_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "group_posts_topic_idx" ON "group_posts" USING btree ("topic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_posts_author_idx" ON "group_posts" USING btree ("group_id","author_id","created_at");--> statement-breakpoint
CREATE INDEX "group_topic_segments_segment_idx" ON "group_topic_segments" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "group_topics_group_idx" ON "group_topics" USING btree ("group_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "group_topics_opening_idx" ON "group_topics" USING btree ("opens_at") WHERE "group_topics"."opening_mailed_at" is null;--> statement-breakpoint
CREATE INDEX "groups_listing_idx" ON "groups" USING btree ("status","visibility","id");