/** One scripted message every 2.5 s; 3 s after a scenario ends the next one starts. */
export const DEMO_MESSAGE_INTERVAL_MS = 2500;
export const DEMO_SCENARIO_SWITCH_MS = 3000;
