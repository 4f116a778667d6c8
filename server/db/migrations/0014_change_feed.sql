-- Reference data the servers keep in memory (settings, currencies, languages, interface strings,
-- notification kinds) announces its changes on the `comanda_changes` channel, however it was
-- changed (an API call, an operator's SQL, a seed), so every instance drops its copy at once
-- (server/db/change-feed.ts). One notification per statement, not per row.
CREATE OR REPLACE FUNCTION comanda_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('comanda_changes', json_build_object('table', TG_TABLE_NAME)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER settings_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION comanda_announce_change();
--> statement-breakpoint
CREATE TRIGGER currencies_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION comanda_announce_change();
--> statement-breakpoint
CREATE TRIGGER languages_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION comanda_announce_change();
--> statement-breakpoint
CREATE TRIGGER translations_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations
  FOR EACH STATEMENT EXECUTE FUNCTION comanda_announce_change();
--> statement-breakpoint
CREATE TRIGGER notification_settings_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notification_settings
  FOR EACH STATEMENT EXECUTE FUNCTION comanda_announce_change();
