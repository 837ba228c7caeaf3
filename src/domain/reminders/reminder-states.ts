/**
 * pending: waiting for its time. sent: shown (in the app, and by push or e-mail). missed: its time
 * passed while the server was down, or quiet hours held it past its use; listed, never sent.
 * off: her switch for the kind was off at its time. cancelled: no longer needed (the dose was
 * registered, the appointment moved or removed, the schedule stopped). Neither of the last two is
 * listed.
 */
export const REMINDER_STATES = ['pending', 'sent', 'missed', 'off', 'cancelled'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

/** What the in-app list shows. */
export const LISTED_STATES: readonly ReminderState[] = ['sent', 'missed'];

export const MEDICINE_ANSWERS = ['given', 'skipped'] as const;
export type MedicineAnswer = (typeof MEDICINE_ANSWERS)[number];
