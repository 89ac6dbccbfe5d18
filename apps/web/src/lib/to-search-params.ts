/** What a query-string value may be: arrays become repeated keys. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** A field's value as a form holds it: a number may still be the text of an input; '' means "not set". */
type FormValue<V> = (V extends number ? V | string : V) | '';

/**
 * The query string of a request, typed by the contract's query type (`toSearchParams<AdminUsersQuery>({…})`
 * checks every key and value). Keys keep the order they are written in; undefined, null and '' are left
 * out, so a filter set to "any" is not sent; arrays become repeated keys.
 */
export function toSearchParams<Q extends object>(
  query: {
    [K in keyof Q]?: FormValue<Q[K]> & QueryValue;
  },
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  return params;
}
