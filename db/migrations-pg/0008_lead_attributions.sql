CREATE TABLE "lead_attributions" (
	"lead_id" integer NOT NULL,
	"first_source" text NOT NULL,
	"first_medium" text NOT NULL,
	"first_campaign" text,
	"first_term" text,
	"first_content" text,
	"first_referrer_host" text,
	"first_landing_page" text NOT NULL,
	"first_referral_link_code" text,
	"first_at" bigint NOT NULL,
	"last_source" text NOT NULL,
	"last_medium" text NOT NULL,
	"last_campaign" text,
	"last_term" text,
	"last_content" text,
	"last_referrer_host" text,
	"last_landing_page" text NOT NULL,
	"last_referral_link_code" text,
	"last_at" bigint NOT NULL,
	"popup_id" integer,
	CONSTRAINT "lead_attributions_lead_id_pk" PRIMARY KEY("lead_id")
);
--> statement-breakpoint
ALTER TABLE "lead_attributions" ADD CONSTRAINT "lead_attributions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_attributions_first_source_idx" ON "lead_attributions" USING btree ("first_source");--> statement-breakpoint
CREATE INDEX "lead_attributions_last_source_idx" ON "lead_attributions" USING btree ("last_source");--> statement-breakpoint
CREATE INDEX "lead_attributions_first_campaign_idx" ON "lead_attributions" USING btree ("first_campaign");--> statement-breakpoint
CREATE INDEX "lead_attributions_last_campaign_idx" ON "lead_attributions" USING btree ("last_campaign");