/** The signed-in customer's client id, set by the workspace layout and read by its query client. */
let ownClientId: string | null = null;
export const setOwnClientId = (id: string | null): void => {
  ownClientId = id;
};
export const getOwnClientId = (): string | null => ownClientId;
