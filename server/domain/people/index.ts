/**
 * People who answer visitors, with a name and a face: operators and workspace users set the display
 * name visitors read ("Maya has joined the chat") and an avatar image (initials without one). The
 * login (a username or an email) is never what a visitor sees. An avatar is checked by its content
 * (avatar-image.ts) and served with that type only.
 */
export * from './people.ts';
export * from './people-ports.ts';
export * from './avatar-image.ts';
