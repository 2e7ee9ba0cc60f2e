import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { SyncProgressView } from './sync-progress.tsx';

describe('SyncProgressView', () => {
  it('draws a bar and a count once the total is known, with what is being fetched', () => {
    const ui = render(
      <SyncProgressView
        label="Importing Products"
        progress={{ done: 3, total: 12, current: 'https://shop.example.com/feed.json' }}
        state="running"
      />,
    );
    const frame = ui.lastFrame() ?? '';
    expect(frame).toContain(`Importing Products ${'█'.repeat(6)}${'░'.repeat(18)} 3/12`);
    expect(frame).toContain('https://shop.example.com/feed.json');
    ui.unmount();
  });

  it('counts pages while a crawl has no total, and ends with a tick and no current page', () => {
    const ui = render(
      <SyncProgressView
        label="Crawling Website"
        progress={{ done: 4, total: null, current: '/a' }}
        state="running"
      />,
    );
    expect(ui.lastFrame()).toContain('Crawling Website 4 fetched');
    ui.rerender(
      <SyncProgressView
        label="Crawling Website"
        progress={{ done: 9, total: 9, current: '/z' }}
        state="done"
      />,
    );
    expect(ui.lastFrame()).toBe(`✔ Crawling Website ${'█'.repeat(24)} 9/9`);
    ui.unmount();
  });
});
