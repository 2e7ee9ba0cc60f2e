/** The browser entry points of the site; a page lists which of them it loads (shell is always loaded). */
export const CLIENT_ENTRIES = {
  shell: 'src/client/shell.ts',
  home: 'src/client/home.tsx',
  careers: 'src/client/careers.tsx',
  demo: 'src/client/demo.tsx',
  'widget-demo': 'src/client/widget-demo.tsx',
} as const;
export type ClientEntry = keyof typeof CLIENT_ENTRIES;
