import { packageRootOf } from './config';
import { contentCommand, USAGE } from './domain/packs/commands';

// `campus content …` (README, "Content packs"): the store is the one the server would open here.
const [area, ...args] = process.argv.slice(2);
if (area === 'content') {
  process.exitCode = await contentCommand(args, packageRootOf(import.meta.url), process.env, {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
} else {
  console.error(USAGE);
  process.exitCode = 2;
}
