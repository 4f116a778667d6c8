CREATE INDEX "shops_price_idx" ON "shops" USING btree ("price");--> statement-breakpoint
CREATE INDEX "shops_has_section_idx" ON "shops" USING btree ("has_section");