ALTER TABLE "data_imports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
