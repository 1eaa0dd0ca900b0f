/**
 * Text that breaks naive apps: markup and script injection, URL schemes, bidi overrides,
 * combining marks, emoji, NUL and other controls, and very long strings. Shared by the fuzz
 * tests (which mix it with random text) and the end-to-end hostile-text journeys.
 */
export const hostileStrings: readonly string[] = [
  '<script>alert(1)</script>',
  '"><script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  "'; DROP TABLE users; --",
  '__proto__',
  '{"__proto__":{"admin":true}}',
  'constructor',
  '\u202Egnp.exe',
  'abc\u202Edef\u202C',
  'Z\u0351\u0364\u0300\u0301\u0302\u0303\u0304a\u0336\u0337l\u0338g\u0489o',
  '👩🏽‍💻🏳️‍🌈🇪🇺',
  'e\u0301\u0301\u0301',
  'null',
  'undefined',
  '\u0000\u0001\u0007\u001b[31m',
  '\uFEFF\u200B\u200D',
  '\uD800',
  ' \t\n ',
  '',
];

export const LONG_TEXT_LENGTH = 10_000;

/** A 10,000-character string of mixed hostile text. */
export function longHostileText(length = LONG_TEXT_LENGTH): string {
  const unit = '<b onclick=alert(1)>é👩🏽‍💻\u202E</b>';
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
