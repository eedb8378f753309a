// The house's lint rules as one oxlint JS plugin, `house`; each rule has its own file and test.
import importBoundaries from './import-boundaries.js';
import queryKeys from './query-keys.js';

export default { meta: { name: 'house' }, rules: { ...importBoundaries.rules, ...queryKeys.rules } };
