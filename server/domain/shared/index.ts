/**
 * What every capability uses: the ports to the outside (ports.ts: clock, ids, hashing, events, leases,
 * payment gateway and the shared repositories), domain errors with stable codes, a sliding-window rate
 * limiter, UTC calendar months, a bounded memo and an abortable sleep.
 */
export * from './ports.ts';
export * from './errors.ts';
export * from './rate-limiter.ts';
export * from './calendar.ts';
export * from './memo.ts';
export * from './sleep.ts';
