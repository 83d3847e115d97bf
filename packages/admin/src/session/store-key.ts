/**
 * The name react-admin's store keeps its items under in localStorage (`RaStorepermit-office.<item>`):
 * read by the shell before react-admin is loaded (the locale chosen, i18n/locale.ts).
 */
export const STORE_APP_KEY = 'permit-office';

/** Where react-admin's `localStorageStore` keeps one item. */
export const storedItemKey = (item: string) => `RaStore${STORE_APP_KEY}.${item}`;
