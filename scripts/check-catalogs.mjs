// CI guard for the language catalogs (src/locales/<lang>/messages.po, docs/architecture.md#editing-and-adding-languages). Fails when
// extraction is out of date (a message added, changed or removed in the code but not in the
// catalogs: a stale or unused entry), when a language lacks a translation, or when a translation
// drops or invents a placeholder ({name}, <0>…</0>) of its English source. The catalogs are
// restored as they were: this only checks.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse as parseMessage } from '@messageformat/parser';
import PO from 'pofile';

const root = new URL('../src/locales/', import.meta.url);
const source = 'en';
const locales = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const file = (locale) => new URL(`${locale}/messages.po`, root);
const before = new Map(locales.map((locale) => [locale, readFileSync(file(locale), 'utf8')]));

const problems = [];
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
  for (const locale of locales) {
    if (readFileSync(file(locale), 'utf8') !== before.get(locale)) {
      problems.push(`${locale}: the catalog is not what \`npm run i18n:extract\` makes from the code (new, changed or unused messages)`);
    }
  }
} finally {
  for (const [locale, text] of before) writeFileSync(file(locale), text);
}

/** The entries of a PO file (pofile, which Lingui's own PO format uses): context, source, translation; and whether it has obsolete (#~) ones. */
function parse(text) {
  const { items } = PO.parse(text);
  const entries = items
    .filter((item) => !item.obsolete && item.msgid !== '')
    .map((item) => ({ context: item.msgctxt ?? null, id: item.msgid, translation: item.msgstr.join('') }));
  return { entries, obsolete: items.some((item) => item.obsolete) };
}

/**
 * The placeholders a message must keep: each argument ({name}, and a plural's or select's, at any
 * depth), read by the ICU MessageFormat parser Lingui compiles with, and Lingui's <0>…</0> tags,
 * which MessageFormat leaves in its text.
 */
function placeholders(message) {
  const found = new Set();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const tag of token.value.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
      else if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}}`);
        for (const { tokens: inner } of token.cases) visit(inner);
      }
    }
  };
  visit(parseMessage(message));
  return [...found].sort().join(' ');
}

for (const locale of locales) {
  const { entries, obsolete } = parse(before.get(locale));
  if (obsolete) problems.push(`${locale}: obsolete (#~) entries; run \`npm run i18n:extract\``);
  if (locale === source) continue;
  for (const { context, id, translation } of entries) {
    const name = context ? `"${id}" (${context})` : `"${id}"`;
    if (translation.trim() === '') problems.push(`${locale}: no translation for ${name}`);
    else if (placeholders(translation) !== placeholders(id)) {
      problems.push(`${locale}: ${name} has placeholders ${placeholders(translation) || 'none'}, its source ${placeholders(id) || 'none'}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`The language catalogs need work:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`The catalogs of ${locales.join(', ')} are complete and up to date.`);
