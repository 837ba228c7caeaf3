/** What the growth form and the database accept (issue #23): plausible for 0 to 5 years. */
export const MEASUREMENT_LIMITS = {
  weightKg: { min: 0.3, max: 40 },
  lengthCm: { min: 30, max: 130 },
  headCm: { min: 20, max: 60 },
} as const;

/** How a length was measured: lying (comprimento) or standing (altura). */
export const LENGTH_POSITIONS = ['lying', 'standing'] as const;

/** Gestational age at birth in whole weeks; under 37 is premature and ages are corrected. */
export const GESTATIONAL_WEEKS = { min: 22, max: 44, term: 37 } as const;
/** And its days, as maternity papers write "32 + 4". */
export const GESTATIONAL_DAYS = { min: 0, max: 6 } as const;

/**
 * The most measurements "Crescimento" shows, newest first: one a day for almost three years, and
 * still a small answer. Older ones stay in the CSV and the data export, and the page says so.
 */
export const GROWTH_PAGE_MEASUREMENTS = 1000;
