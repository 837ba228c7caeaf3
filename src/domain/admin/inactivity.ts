/** More than 30 days without using the app is inactive (Alerta); more than 60 is critical. */
export const INACTIVE_AFTER_DAYS = 30;
export const CRITICAL_AFTER_DAYS = 60;
/** Active means used within the last 7 days. */
export const ACTIVE_WITHIN_DAYS = 7;

export type InactivityStatus = 'Normal' | 'Alerta' | 'Crítico';

export function inactivityStatus(inactiveDays: number): InactivityStatus {
  if (inactiveDays > CRITICAL_AFTER_DAYS) return 'Crítico';
  if (inactiveDays > INACTIVE_AFTER_DAYS) return 'Alerta';
  return 'Normal';
}
