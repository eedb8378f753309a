// The hooks' libraries load one another with require(`${__hooks}/lib/...`), as PocketBase runs them;
// a test that requires a library's pure rules in Node gets the same folder.
import { HOOKS_DIR } from '../scripts/runner.mjs';

Object.assign(globalThis, { __hooks: HOOKS_DIR });
