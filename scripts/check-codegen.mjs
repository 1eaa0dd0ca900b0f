// CI guard: regenerate the typed documents and resolver types, and fail if that changed anything,
// so a schema or query edit never lands without its generated code.
import { execSync } from 'node:child_process';

const generated = ['src/gql', 'src/api/generated'];
execSync('npx graphql-codegen --config codegen.ts --silent', { stdio: 'inherit' });
const status = execSync(`git status --porcelain -- ${generated.join(' ')}`, { encoding: 'utf8' });
if (status.trim() !== '') {
  console.error(`Generated code is stale; run \`npm run codegen\` and commit:\n${status}`);
  process.exit(1);
}
console.log('Generated code is up to date.');
