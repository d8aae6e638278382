CREATE TABLE "consent_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"consents" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"company_name_kana" varchar(100),
	"fax" varchar(16),
	"facility_type" varchar(24) NOT NULL,
	"person_in_charge" varchar(100),
	"website_url" varchar(300),
	"postal_code" varchar(7),
	"prefecture" varchar(7),
	"city" varchar(100),
	"block" varchar(100),
	"building" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_facility_type_valid" CHECK ("organizations"."facility_type" in ('hotel', 'tourist_facility', 'transport', 'restaurant', 'retail', 'other'))
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"description" text NOT NULL,
	"reference" varchar(100),
	"idempotency_key" varchar(120) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_points_non_zero" CHECK ("point_transactions"."points" <> 0),
	CONSTRAINT "point_transactions_balance_non_negative" CHECK ("point_transactions"."balance_after" >= 0),
	CONSTRAINT "point_transactions_type_valid" CHECK ("point_transactions"."type" in ('PC02', 'PC03', 'PC04', 'PC06', 'PC07', 'PC08', 'EXCHANGE', 'REFUND', 'ADJUST'))
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_ids" integer[] DEFAULT '{}' NOT NULL,
	"text_value" text,
	"number_value" numeric,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label_ja" text NOT NULL,
	"label_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey" varchar(32) DEFAULT 'profile' NOT NULL,
	"position" smallint NOT NULL,
	"type" varchar(8) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"text_ja" text NOT NULL,
	"text_en" text NOT NULL,
	"min_value" integer,
	"max_value" integer,
	"max_length" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_valid" CHECK ("questions"."type" in ('single', 'multiple', 'text', 'number'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone" varchar(5) DEFAULT 'TZ000' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_of_residence" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "other_languages" varchar(2)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fax" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prefecture" varchar(7);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_path" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "survey_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ad_id_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_sharing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_survey_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_idempotency_key" ON "point_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "point_transactions_user_idx" ON "point_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "question_options_question_idx" ON "question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "questions_survey_idx" ON "questions" USING btree ("survey","position");