-- Completes the 2025 PNI child calendar (version 'pni-2025-07', sources in docs/content-sources.md): the seed in
-- 0004 stopped at 4 years, but the calendar in force also has HPV at 9 years and the yearly
-- influenza dose. Same version and valid_from: this is missing data, not a new calendar.
ALTER TABLE "sus_vaccine_calendar" ADD COLUMN "repeats_yearly_until_months" integer;
--> statement-breakpoint
-- The yearly influenza dose: one row that stands for "the dose of this campaign". It sits at 12 months
-- (the first yearly dose falls in the campaign after the two first-season doses, usually in the
-- second year of life) and repeats every season while the child is under 72 months (5 years and
-- 11 months). When it is due is the rule in src/domain/vaccines/season-dose.ts, not this age.
INSERT INTO "sus_vaccine_calendar" ("version_id", "vaccine_name", "dose_number", "dose_label", "description", "age_display", "recommended_age_months", "repeats_yearly_until_months") VALUES
  ('pni-2025-07', 'Influenza', 3, 'Dose anual', 'Uma dose contra a gripe em cada campanha anual, a partir do ano seguinte às duas primeiras doses, até 5 anos e 11 meses. A vacina é atualizada todo ano para os vírus que estão circulando.', '1 a 5 anos (todo ano)', 12, 72),
  ('pni-2025-07', 'HPV', 1, 'Dose única', 'Protege contra o papilomavírus humano (HPV) e os cânceres que ele causa, como o de colo do útero, ânus, pênis e garganta. Dose única para meninas e meninos de 9 a 14 anos.', '9 anos', 108, NULL)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "sus_vaccine_calendar" SET "description" = 'Protege contra a gripe. Na primeira vez são duas doses com 30 dias de intervalo; depois da primeira temporada, uma dose por ano até 5 anos e 11 meses, na campanha contra a gripe.'
WHERE "version_id" = 'pni-2025-07' AND "vaccine_name" = 'Influenza' AND "dose_number" = 1;
--> statement-breakpoint
UPDATE "sus_vaccine_calendar" SET "description" = 'Segunda dose contra a gripe, 30 dias depois da primeira, só na primeira temporada de vacinação. Depois, uma dose por ano até 5 anos e 11 meses.'
WHERE "version_id" = 'pni-2025-07' AND "vaccine_name" = 'Influenza' AND "dose_number" = 2;
