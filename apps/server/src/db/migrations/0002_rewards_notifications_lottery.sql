CREATE TABLE "exchange_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(12) DEFAULT 'new' NOT NULL,
	"paypal_email" varchar(254),
	"usd_cents" integer,
	"delivery_reference" text,
	"failure_reason" text,
	"debit_transaction_id" bigint,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_requests_type_valid" CHECK ("exchange_requests"."type" in ('amazon', 'paypal', 'donation')),
	CONSTRAINT "exchange_requests_status_valid" CHECK ("exchange_requests"."status" in ('new', 'pending', 'approved', 'completed', 'fail')),
	CONSTRAINT "exchange_requests_amount_positive" CHECK ("exchange_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(12) NOT NULL,
	"name_ja" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"description_ja" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"min_points" integer NOT NULL,
	"max_points" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_type_valid" CHECK ("rewards"."type" in ('amazon', 'paypal', 'donation')),
	CONSTRAINT "rewards_min_positive" CHECK ("rewards"."min_points" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"message_key" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(200),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"month" varchar(7) PRIMARY KEY NOT NULL,
	"winner_ids" integer[] NOT NULL,
	"points_each" integer NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_requests_user_idx" ON "exchange_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "exchange_requests_list_idx" ON "exchange_requests" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;