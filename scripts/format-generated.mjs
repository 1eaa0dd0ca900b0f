// Codegen's output differs only in trailing whitespace between platforms; normalise it so the
// "generated code is up to date" check compares content, not formatting.
import { readFileSync, writeFileSync } from 'node:fs';

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const normalised = text.replace(/[ \t]+$/gm, '').replace(/\n*$/, '\n');
  if (normalised !== text) writeFileSync(file, normalised);
}
