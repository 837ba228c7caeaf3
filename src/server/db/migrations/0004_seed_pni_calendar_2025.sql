-- The child calendar of the Programa Nacional de Imunizações in force in 2025 (see FACTS.md).
-- A new calendar is a new migration that adds a version with a later valid_from and its rows;
-- the card follows the newest version already in force, so no code changes.
INSERT INTO "vaccine_calendar_versions" ("id", "label", "valid_from", "source") VALUES ('pni-2025-07', 'PNI 2025', '2025-07-01', 'Calendário Nacional de Vacinação da Criança, Ministério da Saúde') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sus_vaccine_calendar" ("version_id", "vaccine_name", "dose_number", "dose_label", "description", "age_display", "recommended_age_months") VALUES
  ('pni-2025-07', 'BCG', 1, 'Dose única', 'Protege contra as formas graves da tuberculose, como a meningite tuberculosa.', 'Ao nascer', 0),
  ('pni-2025-07', 'Hepatite B', 1, 'Dose ao nascer', 'Protege contra a hepatite B. Deve ser aplicada de preferência nas primeiras 24 horas de vida.', 'Ao nascer', 0),
  ('pni-2025-07', 'Pentavalente', 1, '1ª dose', 'Protege contra difteria, tétano, coqueluche, Haemophilus influenzae tipo b e hepatite B.', '2 meses', 2),
  ('pni-2025-07', 'VIP (poliomielite)', 1, '1ª dose', 'Vacina inativada (injetável) contra a poliomielite, a paralisia infantil.', '2 meses', 2),
  ('pni-2025-07', 'Pneumocócica 10-valente', 1, '1ª dose', 'Protege contra pneumonias, otites e meningites causadas pelo pneumococo.', '2 meses', 2),
  ('pni-2025-07', 'Rotavírus humano', 1, '1ª dose', 'Gotinhas que protegem contra a diarreia grave por rotavírus. 1ª dose até 11 meses e 29 dias.', '2 meses', 2),
  ('pni-2025-07', 'Meningocócica C', 1, '1ª dose', 'Protege contra a doença meningocócica do tipo C, como a meningite.', '3 meses', 3),
  ('pni-2025-07', 'Pentavalente', 2, '2ª dose', 'Segunda dose contra difteria, tétano, coqueluche, Hib e hepatite B.', '4 meses', 4),
  ('pni-2025-07', 'VIP (poliomielite)', 2, '2ª dose', 'Segunda dose da vacina inativada contra a poliomielite.', '4 meses', 4),
  ('pni-2025-07', 'Pneumocócica 10-valente', 2, '2ª dose', 'Segunda dose contra o pneumococo.', '4 meses', 4),
  ('pni-2025-07', 'Rotavírus humano', 2, '2ª dose', 'Segunda dose contra o rotavírus. Pode ser dada até 23 meses e 29 dias.', '4 meses', 4),
  ('pni-2025-07', 'Meningocócica C', 2, '2ª dose', 'Segunda dose contra o meningococo C.', '5 meses', 5),
  ('pni-2025-07', 'Pentavalente', 3, '3ª dose', 'Terceira dose contra difteria, tétano, coqueluche, Hib e hepatite B.', '6 meses', 6),
  ('pni-2025-07', 'VIP (poliomielite)', 3, '3ª dose', 'Terceira dose da vacina inativada contra a poliomielite.', '6 meses', 6),
  ('pni-2025-07', 'Influenza', 1, '1ª dose', 'Protege contra a gripe. No primeiro ano são duas doses com 30 dias de intervalo; depois, uma dose por ano até 5 anos e 11 meses.', '6 meses', 6),
  ('pni-2025-07', 'COVID-19', 1, '1ª dose', 'Protege contra as formas graves da covid-19.', '6 meses', 6),
  ('pni-2025-07', 'COVID-19', 2, '2ª dose', 'Segunda dose contra a covid-19.', '7 meses', 7),
  ('pni-2025-07', 'Influenza', 2, '2ª dose', 'Segunda dose contra a gripe, só no primeiro ano de vacinação.', '7 meses', 7),
  ('pni-2025-07', 'Febre amarela', 1, '1ª dose', 'Protege contra a febre amarela.', '9 meses', 9),
  ('pni-2025-07', 'COVID-19', 3, '3ª dose', 'Terceira dose contra a covid-19; o esquema depende da vacina usada na unidade de saúde.', '9 meses', 9),
  ('pni-2025-07', 'Pneumocócica 10-valente', 3, 'Reforço', 'Reforço contra o pneumococo.', '12 meses', 12),
  ('pni-2025-07', 'Meningocócica ACWY', 1, 'Reforço', 'Reforço contra os meningococos A, C, W e Y (substituiu a Meningocócica C aos 12 meses em julho de 2025).', '12 meses', 12),
  ('pni-2025-07', 'Tríplice viral (SCR)', 1, '1ª dose', 'Protege contra sarampo, caxumba e rubéola.', '12 meses', 12),
  ('pni-2025-07', 'DTP', 1, '1º reforço', 'Reforço contra difteria, tétano e coqueluche.', '15 meses', 15),
  ('pni-2025-07', 'VIP (poliomielite)', 4, 'Reforço', 'Reforço da vacina inativada contra a poliomielite (substituiu as gotinhas em novembro de 2024).', '15 meses', 15),
  ('pni-2025-07', 'Tetraviral (SCR + varicela)', 1, 'Dose única', 'Segunda dose contra sarampo, caxumba e rubéola e primeira contra a catapora (varicela).', '15 meses', 15),
  ('pni-2025-07', 'Hepatite A', 1, 'Dose única', 'Protege contra a hepatite A.', '15 meses', 15),
  ('pni-2025-07', 'DTP', 2, '2º reforço', 'Segundo reforço contra difteria, tétano e coqueluche.', '4 anos', 48),
  ('pni-2025-07', 'Varicela', 2, '2ª dose', 'Segunda dose contra a catapora.', '4 anos', 48),
  ('pni-2025-07', 'Febre amarela', 2, 'Reforço', 'Reforço contra a febre amarela.', '4 anos', 48)
ON CONFLICT DO NOTHING;
