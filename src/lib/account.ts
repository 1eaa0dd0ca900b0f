/** Account rules shared by the sign-up form and the backend, so either side says the same thing. */
export const NAME_MAX_LENGTH = 50;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether text holds U+0000, which nobody types and which PostgreSQL cannot store in text, or a
 * lone surrogate (half of a character), which UTF-8 cannot encode and which storage would have
 * replaced by U+FFFD: such a value is refused as invalid input in both modes rather than failing in
 * the server's database or being stored changed.
 */
export function hasForbiddenCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** A message for the user, or null when the name is acceptable. `label` names the field ("First name"). */
export function nameProblem(label: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `${label} is required.`;
  if (hasForbiddenCharacter(trimmed)) return `${label} contains a character that is not allowed.`;
  if (trimmed.length > NAME_MAX_LENGTH) return `${label} must be at most ${NAME_MAX_LENGTH} characters.`;
  return null;
}
