/** A listing's page, with a dated search's move-in and move-out, which its 'Book' panel starts from. */
export function propertyHref(id: string, search: string): string {
  const from = new URLSearchParams(search);
  const dates = new URLSearchParams();
  for (const name of ['moveIn', 'moveOut']) {
    const value = from.get(name);
    if (value) dates.set(name, value);
  }
  const query = dates.toString();
  return `/property/${id}${query === '' ? '' : `?${query}`}`;
}
