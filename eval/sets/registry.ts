/**
 * Every eval set, in the order they are reported (blind first), each imported only when selected. A set
 * never studied is `unseen`: `npm run eval` prints its totals only, and the answer-or-decline model is
 * never fitted on it (scripts/calibrate-answer-decision.ts fits on every other set but the tuning one).
 * A blind set's author registers it here, first, as unseen.
 */
import type { EvalProfile } from './eval-held-out-6.ts';
import type { EvalCase } from './eval-set.ts';

export interface EvalSet {
  title: string;
  prefix: string;
  /** Never studied: only its totals are printed, and no model is fitted on it. */
  unseen?: boolean;
  /** Left out of the decision model's fit (the questions its first rules were tuned on). */
  unfitted?: boolean;
  load: () => Promise<{ cases: EvalCase[]; profiles: EvalProfile[] }>;
}

const only = (cases: EvalCase[]) => ({ cases, profiles: [] });

/** One language's business of the blind non-English set 1 (its knowledge and questions in that language). */
async function intlSet1(lang: 'es' | 'fr') {
  const m = await import('./eval-held-out-intl-1.ts');
  const domain = lang === 'es' ? '.es' : '.fr';
  return {
    cases: m.INTL_SET_1.filter((c) => c.domain.endsWith(domain)),
    profiles: m.INTL_1_PROFILES.filter((p) => p.domain.endsWith(domain)),
  };
}

/** The sets in the order they are reported, blind first; each is imported only when selected. */
export const EVAL_SETS: Record<string, EvalSet> = {
  intl1es: {
    title:
      'Blind non-English set 1, Spanish (veterinary clinic in Valencia, knowledge and questions in Spanish, written blind 2026-12-07, never studied; 5/22 answered, 10/10 declined, 0 leaks, 0 hedged on lang2 at 398115e when first measured)',
    prefix: 'intl1es',
    unseen: true,
    load: async () => intlSet1('es'),
  },
  intl1fr: {
    title:
      'Blind non-English set 1, French (driving school in Nantes, knowledge and questions in French, written blind 2026-12-07, never studied; 7/21 answered, 10/10 declined, 0 leaks, 0 hedged on lang2 at 398115e when first measured)',
    prefix: 'intl1fr',
    unseen: true,
    load: async () => intlSet1('fr'),
  },
  held24: {
    title:
      'Blind held-out set 24 (community pharmacy, second-hand bookshop, written blind 2026-11-25, never studied; 13/40 answered, 18/20 declined, 0 leaks, 16 hedged on main at 61a572d when first measured)',
    prefix: 'held24',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-24.ts');
      return { cases: m.HELD_OUT_SET_24, profiles: m.HELD_OUT_24_PROFILES };
    },
  },
  held23: {
    title:
      "Blind held-out set 23 (children's day nursery, roofing contractor, written blind 2026-11-24, never studied; 16/40 answered, 19/20 declined, 0 leaks, 17 hedged on main at eed1857 when first measured)",
    prefix: 'held23',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-23.ts');
      return { cases: m.HELD_OUT_SET_23, profiles: m.HELD_OUT_23_PROFILES };
    },
  },
  held22: {
    title:
      'Blind held-out set 22 (dry cleaner with alterations, car repair garage, written blind 2026-11-24, never studied; 13/40 answered, 18/20 declined, 0 leaks, 13 hedged on main at eed1857 when first measured)',
    prefix: 'held22',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-22.ts');
      return { cases: m.HELD_OUT_SET_22, profiles: m.HELD_OUT_22_PROFILES };
    },
  },
  held21: {
    title:
      'Blind held-out set 21 (pest control company, print shop, written blind 2026-11-24; 16/40 answered, 15/20 declined, 1 leak, 21 hedged on main at 2dbb690 when first measured, then studied in session 12, so it is spent)',
    prefix: 'held21',
    load: async () => {
      const m = await import('./eval-held-out-21.ts');
      return { cases: m.HELD_OUT_SET_21, profiles: m.HELD_OUT_21_PROFILES };
    },
  },
  held20: {
    title:
      'Blind held-out set 20 (electrician, bouldering gym, written blind 2026-11-24; 16/40 answered, 17/20 declined, 1 leak, 14 hedged on main at 2dbb690 when first measured, then studied in session 12, so it is spent)',
    prefix: 'held20',
    load: async () => {
      const m = await import('./eval-held-out-20.ts');
      return { cases: m.HELD_OUT_SET_20, profiles: m.HELD_OUT_20_PROFILES };
    },
  },
  held19: {
    title:
      'Blind held-out set 19 (removals company, yoga studio, written blind 2026-11-24; 9/40 answered, 16/20 declined, 0 leaks, 16 hedged at ce076b0 when first measured, then studied in session 12, so it is spent)',
    prefix: 'held19',
    load: async () => {
      const m = await import('./eval-held-out-19.ts');
      return { cases: m.HELD_OUT_SET_19, profiles: m.HELD_OUT_19_PROFILES };
    },
  },
  held18: {
    title:
      'Blind held-out set 18 (tattoo studio, escape room, written blind 2026-11-24; 10/40 answered, 18/20 declined, 0 leaks, 11 hedged on main at ce076b0 when first measured, then studied in session 12, so it is spent)',
    prefix: 'held18',
    load: async () => {
      const m = await import('./eval-held-out-18.ts');
      return { cases: m.HELD_OUT_SET_18, profiles: m.HELD_OUT_18_PROFILES };
    },
  },
  held16: {
    title:
      'Blind held-out set 16 (bakery with custom cakes, locksmith, written blind 2026-11-24, never studied; 23/40 answered, 15/20 declined, 5 leaks, 3 hedged on main when first measured)',
    prefix: 'held16',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-16.ts');
      return { cases: m.HELD_OUT_SET_16, profiles: m.HELD_OUT_16_PROFILES };
    },
  },
  held17: {
    title:
      'Blind held-out set 17 (hair salon, computer repair shop, written blind 2026-11-24, never studied; 17/40 answered, 18/20 declined, 1 leak, 1 hedged on main when first measured)',
    prefix: 'held17',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-17.ts');
      return { cases: m.HELD_OUT_SET_17, profiles: m.HELD_OUT_17_PROFILES };
    },
  },
  held15: {
    title:
      'Blind held-out set 15 (garden centre, photography studio, written blind 2026-11-24, never studied; 15/40 answered, 14/20 declined, 4 leaks, 3 hedged on main when first measured)',
    prefix: 'held15',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-15.ts');
      return { cases: m.HELD_OUT_SET_15, profiles: m.HELD_OUT_15_PROFILES };
    },
  },
  held14: {
    title:
      'Blind held-out set 14 (two new businesses, written blind 2026-11-24, never studied; 18/40 answered, 16/20 declined, 3 leaks, 2 hedged on main when first measured)',
    prefix: 'held14',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-14.ts');
      return { cases: m.HELD_OUT_SET_14, profiles: m.HELD_OUT_14_PROFILES };
    },
  },
  held13: {
    title:
      'Blind held-out set 13 (boat hire, language school, written blind 2026-11-24; 11/40 answered, 17/20 declined, 3 leaks on main when first measured, then studied in session 9, so it is spent)',
    prefix: 'held13',
    load: async () => {
      const m = await import('./eval-held-out-13.ts');
      return { cases: m.HELD_OUT_SET_13, profiles: m.HELD_OUT_13_PROFILES };
    },
  },
  held12: {
    title:
      'Blind held-out set 12 (dog groomer, coworking space, written blind 2026-11-24; 20/40 answered, 16/20 declined, 3 leaks, 1 hedged on main when first measured, then studied in session 8, so it is spent)',
    prefix: 'held12',
    load: async () => {
      const m = await import('./eval-held-out-12.ts');
      return { cases: m.HELD_OUT_SET_12, profiles: m.HELD_OUT_12_PROFILES };
    },
  },
  held11: {
    title:
      'Blind held-out set 11 (optician, pottery studio, written blind 2026-11-24; 14/40 answered, 15/20 declined, 3 leaks on main when first measured, then studied in session 9, so it is spent)',
    prefix: 'held11',
    load: async () => {
      const m = await import('./eval-held-out-11.ts');
      return { cases: m.HELD_OUT_SET_11, profiles: m.HELD_OUT_11_PROFILES };
    },
  },
  held10: {
    title:
      'Blind held-out set 10 (campground, tax practice, written blind 2026-11-24; 14/40 answered, 19/20 declined, 1 leak on main when first measured, then studied in session 10, so it is spent)',
    prefix: 'held10',
    load: async () => {
      const m = await import('./eval-held-out-10.ts');
      return { cases: m.HELD_OUT_SET_10, profiles: m.HELD_OUT_10_PROFILES };
    },
  },
  held8: {
    title:
      'Blind held-out set 8 (two new businesses, written blind 2026-11-24, never studied; 14/40 answered, 14/20 declined, 6 leaks on main when first measured)',
    prefix: 'held8',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-8.ts');
      return { cases: m.HELD_OUT_SET_8, profiles: m.HELD_OUT_8_PROFILES };
    },
  },
  held9: {
    title:
      'Blind held-out set 9 (self storage, music school, written blind 2026-11-24; 14/40 answered, 13/20 declined, 4 leaks on main when first measured, then studied in session 10, so it is spent)',
    prefix: 'held9',
    load: async () => {
      const m = await import('./eval-held-out-9.ts');
      return { cases: m.HELD_OUT_SET_9, profiles: m.HELD_OUT_9_PROFILES };
    },
  },
  held7: {
    title:
      'Blind held-out set 7 (two new businesses, written blind 2026-11-23, never studied; 12/40 answered, 11/20 declined, 9 leaks before issue 11, 13/40, 16/20, 4 leaks after)',
    prefix: 'held7',
    unseen: true,
    load: async () => {
      const m = await import('./eval-held-out-7.ts');
      return { cases: m.HELD_OUT_SET_7, profiles: m.HELD_OUT_7_PROFILES };
    },
  },
  held6: {
    title:
      'Blind held-out set 6 (two new businesses, written blind 2026-11-23; 10/40 answered, 19/20 declined, 1 leak when first measured, then studied, so it is spent)',
    prefix: 'held6',
    load: async () => {
      const m = await import('./eval-held-out-6.ts');
      return { cases: m.HELD_OUT_SET_6, profiles: m.HELD_OUT_6_PROFILES };
    },
  },
  held5: {
    title: 'Blind held-out set 5 (written 2026-11-21 without reading the answerer, never tuned against)',
    prefix: 'held5',
    unseen: true,
    load: async () => only((await import('./eval-held-out-5.ts')).HELD_OUT_SET_5),
  },
  tuning: {
    title: 'Tuning set (the answerer was adjusted against it)',
    prefix: 'eval',
    unfitted: true,
    load: async () => only((await import('./eval-set.ts')).EVAL_SET),
  },
  held4: {
    title: 'Blind held-out set 4 (written blind; 17/40 when first measured, then studied, so it is spent)',
    prefix: 'held4',
    load: async () => only((await import('./eval-held-out-4.ts')).HELD_OUT_SET_4),
  },
  held3: {
    title: 'Blind held-out set 3 (written blind; 7/40 when first measured, then studied, so it is spent)',
    prefix: 'held3',
    load: async () => only((await import('./eval-held-out-3.ts')).HELD_OUT_SET_3),
  },
  held2: {
    title: 'Second held-out set (23/30 when first measured, then studied, so it is spent)',
    prefix: 'held2',
    load: async () => only((await import('./eval-held-out-2.ts')).HELD_OUT_SET_2),
  },
  held1: {
    title: 'First held-out set (its misses were studied, so it is spent)',
    prefix: 'held',
    load: async () => only((await import('./eval-held-out.ts')).HELD_OUT_SET),
  },
  dev: {
    title: 'Development set (paraphrases and near misses the threshold is calibrated on)',
    prefix: 'dev',
    load: async () => only((await import('./eval-dev-set.ts')).DEV_SET),
  },
};
