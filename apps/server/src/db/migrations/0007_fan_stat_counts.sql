CREATE TABLE "member_stat_counts" (
	"dimension" varchar(12) NOT NULL,
	"code" varchar(8) NOT NULL,
	"registered_on" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "member_stat_counts_pkey" PRIMARY KEY("dimension","registered_on","code")
);
--> statement-breakpoint
CREATE INDEX "member_stat_counts_code_idx" ON "member_stat_counts" USING btree ("dimension","code");