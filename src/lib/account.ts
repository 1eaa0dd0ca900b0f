/** Account rules shared by the sign-up form and the backend, so either side says the same thing. */
export const NAME_MAX_LENGTH = 50;

/**
 * Whether text holds U+0000, which nobody types and which PostgreSQL cannot store in text: such a
 * value is refused as invalid input in both modes rather than failing in the server's database.
 */
export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}

/** A message for the user, or null when the name is acceptable. `label` names the field ("First name"). */
export function nameProblem(label: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `${label} is required.`;
  if (hasNulCharacter(trimmed)) return `${label} contains a character that is not allowed.`;
  if (trimmed.length > NAME_MAX_LENGTH) return `${label} must be at most ${NAME_MAX_LENGTH} characters.`;
  return null;
}
