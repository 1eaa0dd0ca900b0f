// CI guard for the language catalogs (src/locales/<lang>/messages.po, docs/architecture.md#editing-and-adding-languages). Fails when
// extraction is out of date (a message added, changed or removed in the code but not in the
// catalogs: a stale or unused entry), when a language lacks a translation, or when a translation
// drops or invents a placeholder ({name}, <0>…</0>) of its English source. The catalogs are
// restored as they were: this only checks.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

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

/** The entries of a PO file: context, source and translation, unescaped; and whether it has obsolete (#~) ones. */
function parse(text) {
  const unquote = (value) => JSON.parse(value);
  const entries = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const field = (name) => {
      const start = lines.findIndex((line) => line.startsWith(`${name} `));
      if (start < 0) return null;
      let value = unquote(lines[start].slice(name.length + 1));
      for (let index = start + 1; index < lines.length && lines[index].startsWith('"'); index += 1) value += unquote(lines[index]);
      return value;
    };
    const id = field('msgid');
    if (id === null || id === '') continue;
    entries.push({ context: field('msgctxt'), id, translation: field('msgstr') ?? '' });
  }
  return { entries, obsolete: /^#~/m.test(text) };
}

/** The placeholders a message must keep: {name} (also as a plural's or select's argument) and <0>…</0> tags. */
function placeholders(message) {
  const names = [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]);
  return [...new Set([...names, ...tags])].sort().join(' ');
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
