import { describe, expect, it } from 'vitest';
import { ensureWidgetBuilt } from '../widget/e2e/built-widget.ts';
import { BUDGETS, measureWidget, overBudget } from './size.ts';

describe('widget byte budgets', () => {
  it('keeps the loader ≤ 1.4 KB and all widget JS ≤ 37 KB gzipped', async () => {
    const sizes = measureWidget(await ensureWidgetBuilt());
    expect(overBudget(sizes)).toEqual([]);
    expect(sizes.loader).toBeLessThanOrEqual(BUDGETS.loader);
    expect(sizes.total).toBeLessThanOrEqual(BUDGETS.total);
  });

  it('loads the pre-chat form, the feedback parts and the demo replies only when used', async () => {
    const { files } = measureWidget(await ensureWidgetBuilt());
    for (const part of ['pre-chat-form', 'feedback-ui', 'demo-send'])
      expect(
        files.some((f) => new RegExp(`^${part}-[\\w-]+\\.js$`).test(f.file)),
        part,
      ).toBe(true);
  });

  it('reports a bundle over budget', () => {
    expect(
      overBudget({ loader: BUDGETS.loader + 1, pageView: 0, total: BUDGETS.total + 1, files: [] }),
    ).toHaveLength(2);
  });
});
