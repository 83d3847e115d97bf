/**
 * The catalogue's keys as react-admin's i18nProvider knows them (`app.permits.title`): typed from
 * the catalogue itself, so a misspelt or removed key is a compile error where it is used.
 */
import type { Catalogue } from './en.js';

/** Every dotted path to a string in `T`, each prefixed with `Prefix`. */
type Leaves<T, Prefix extends string> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A key of the product's own namespace, `app`, in every locale's messages. */
export type WordKey = Leaves<Catalogue, 'app.'>;
