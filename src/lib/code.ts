/** The one-time code's shape, shared by the code input and the backend. */
export const CODE_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export function isCodeShaped(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** Keeps the digits only, at most six: '123 456' and '123-456' both become '123456'. */
export function codeDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
