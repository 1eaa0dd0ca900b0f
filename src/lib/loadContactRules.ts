/**
 * The contact rule (contact.ts) on demand: its libraries (validator's isEmail, libphonenumber-js)
 * stay out of the first page's code (docs/performance.md), and arrive when a form is sent or the
 * backend first checks a contact.
 */
type ContactRules = typeof import('./contact');

let loading: Promise<ContactRules> | undefined;

export function loadContactRules(): Promise<ContactRules> {
  loading ??= import('./contact');
  return loading;
}
