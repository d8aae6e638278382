CREATE TABLE "offer_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"user_id" integer,
	"via" varchar(4) DEFAULT 'site' NOT NULL,
	"human" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_clicks_via_valid" CHECK ("offer_clicks"."via" in ('site', 'mail'))
);
--> statement-breakpoint
CREATE TABLE "offer_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_ja" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"link" varchar(2000) NOT NULL,
	"main_language" varchar(2) DEFAULT 'ja' NOT NULL,
	"image_key" varchar(200) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"audience" jsonb,
	"send_to_new_members" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_valid" CHECK ("offers"."status" in ('active', 'disabled')),
	CONSTRAINT "offers_dates_valid" CHECK ("offers"."expires_at" > "offers"."start_at")
);
--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_emails" ADD CONSTRAINT "offer_emails_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_clicks_offer_time_idx" ON "offer_clicks" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_clicks_offer_user_idx" ON "offer_clicks" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_emails_one_per_language" ON "offer_emails" USING btree ("offer_id","language");--> statement-breakpoint
CREATE INDEX "offers_open_idx" ON "offers" USING btree ("status","expires_at");