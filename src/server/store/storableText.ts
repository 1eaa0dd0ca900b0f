/**
 * PostgreSQL text cannot hold U+0000: a statement given one fails. No stored value has one, so a
 * lookup by such text finds nothing without asking (and without an error to log).
 */
export const storableText = (text: string): boolean => !text.includes('\u0000');
