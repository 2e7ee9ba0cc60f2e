/** Rooms of the admin namespace that decide who hears a client's events. */

/** Every operator socket: operators hear every client's events. */
export const OPERATORS_ROOM = 'operators';
/** The sockets of one client's workspace sessions: they hear that client's events only. */
export const clientRoom = (clientId: string) => `client:${clientId}`;
