ALTER TABLE "leads" ADD COLUMN "due_at" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" bigint;--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("due_at");