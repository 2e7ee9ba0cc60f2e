/**
 * Figures: the one definition of every labelled number the product shows (contract/figures.ts names
 * them). Messages, conversations and active sessions come from one read of the sessions (the same
 * rows and the same activity window for the dashboard, the chats list and the CLI); AI replies are
 * the usage meter's count for the client's current period; leads and waiting visitors are the lists
 * the console shows, counted. The dashboard, the session list, the clients API and `frontdesk figures`
 * read them from here.
 */
export * from './figures.ts';
