/**
 * The admin console: a React single-page app served at /admin where operators manage client businesses,
 * their tokens, usage, assistant customisation and embed scripts, and review chats and analytics. It talks
 * only to the server's JSON API (types from contract/), keeps server state in TanStack Query (no retries, no
 * refetch on focus or interval, never stale: api/query-client.ts), and splits every screen into its own
 * chunk so the first load stays small.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
