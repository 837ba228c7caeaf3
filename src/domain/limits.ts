/**
 * How much of each kind a family or a person may keep at once. Far above what any real family
 * needs, they stop a client (or a careless script) from growing a baby's data without end: each
 * row planned, listed and reported costs every reader of the baby. README "Limits per baby and
 * per account" lists them; the server counts inside the insert's transaction, under a lock on
 * what is counted, so parallel requests cannot pass a limit together.
 */
export const LIMITS = {
  /** Medicines repeating at once, per baby: each plans a reminder per dose and family member. */
  runningSchedules: 10,
  /** Report links open at once (not revoked, not expired), per baby, whoever of the family shared them. */
  activeReportLinks: 20,
  /** Devices receiving push, per person. */
  pushDevices: 10,
  /** Allergies and health conditions together, per baby. */
  bookletEntries: 100,
  /** Consultations still to come, per baby. */
  upcomingConsultations: 50,
  /** Vaccine doses recorded, per baby: the calendar's and the ones added by hand. */
  vaccineRecords: 200,
  /** Growth measurements on one day, per baby. */
  measurementsPerDay: 10,
  /** Babies a person registers herself (she may join more families by invitation). */
  babiesPerAccount: 20,
} as const;

export const LIMIT_MESSAGES = {
  runningSchedules: `Este bebê já tem ${LIMITS.runningSchedules} remédios sendo repetidos. Pare uma repetição antes de criar outra.`,
  activeReportLinks: `Este bebê já tem ${LIMITS.activeReportLinks} links de relatório abertos. Revogue um antes de criar outro.`,
  pushDevices: `Você já tem ${LIMITS.pushDevices} aparelhos recebendo notificações. Remova um antes de ativar outro.`,
  bookletEntries: `A caderneta deste bebê já tem ${LIMITS.bookletEntries} alergias e condições de saúde. Remova uma antes de adicionar outra.`,
  upcomingConsultations: `Este bebê já tem ${LIMITS.upcomingConsultations} consultas marcadas. Exclua uma antes de marcar outra.`,
  vaccineRecords: `A carteira deste bebê já tem ${LIMITS.vaccineRecords} doses registradas. Exclua uma antes de registrar outra.`,
  measurementsPerDay: `Este bebê já tem ${LIMITS.measurementsPerDay} medidas nesta data. Corrija uma delas em vez de adicionar outra.`,
  babiesPerAccount: `Você já cadastrou ${LIMITS.babiesPerAccount} bebês, o máximo por conta.`,
} as const satisfies Record<keyof typeof LIMITS, string>;
