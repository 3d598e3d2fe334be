// Comments and docs point only inside this repository: a rule is stated in plain words and, where
// one exists, the test that pins it or the README section that states it is named. A citation of a
// document the repository does not hold (a numbered section of an outside specification, or an
// architecture, style or stack document) cannot be followed by a reader of the repo, so any such
// citation in a tracked text file fails here. Release history (CHANGELOG.md) is left as written.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const self = 'scripts/check-references.mjs';
const patterns = [
  '[Ss]pec [0-9]+ ?\u00a7',
  '\u00a7[0-9]',
  'ARCHITECTURE\\.md',
  'STYLE\\.md',
  'STACK\\.md',
];

const result = spawnSync(
  'git',
  [
    'grep',
    '-n', // file:line
    '-I', // no binary files
    '-E',
    ...patterns.flatMap((pattern) => ['-e', pattern]),
    '--',
    '.',
    ':(exclude,glob)**/CHANGELOG.md',
    `:(exclude)${self}`,
  ],
  { cwd: root, encoding: 'utf8' },
);

// git grep exits 0 with matches, 1 without, and above 1 when it could not search.
if (result.error || result.status > 1) {
  console.error(result.error?.message ?? result.stderr.trim());
  process.exit(2);
}
if (result.status === 0) {
  const hits = result.stdout.trimEnd().split('\n');
  for (const hit of hits) console.error(hit);
  console.error(
    `\n${hits.length} reference(s) to documents outside the repository. State the rule in plain` +
      ' words and point to the test that pins it or the README section that states it, or to nothing.',
  );
  process.exit(1);
}
console.log('check-references: no references to documents outside the repository');
