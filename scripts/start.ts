/** `npm start`: build whatever app bundles are missing, then serve everything from one process. */
import { buildAll } from './build.ts';
import { runServer } from '../server/main.ts';

await buildAll({ ifMissing: true });
await runServer();
