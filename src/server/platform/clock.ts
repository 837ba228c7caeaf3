/** The time, injected: the scheduler and the rules that compare with now read it here, so tests move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
