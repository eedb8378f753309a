// The house's import rules, enforced by the linter (oxlint JS plugin):
// - an app (shell or remote) never imports another app;
// - inside an app, imports flow src/app → src/features/<feature> → src/components, src/lib → shared:
//   a feature never imports another feature of its app, nor its app's src/app; the app's
//   src/components and src/lib (what two or more features share) import no feature and no src/app;
// - shared, mocks, backend and e2e import no app;
// - backend and shared import no mocks: the mocks stand in for the backend and follow it, never the reverse;
// - inside shared, the session is reached only as 'shared/session', the federation singleton:
//   a relative import would give the importing app a second client and a second session.
import { dirname, relative, resolve, sep } from 'node:path';

const apps = ['shell', 'parent-app', 'student-app', 'creator-app'];
const libraries = ['shared', 'mocks', 'backend', 'e2e'];

/** The folders of an app's src that what two or more of its features share lives in. */
const sharedLayers = ['components', 'lib'];

/** Where a file sits: its top-level package and, inside an app, its feature or layer. */
function locate(root, file) {
  const parts = relative(root, file).split(sep);
  const [top, src, area, feature] = parts;
  return {
    top,
    feature: src === 'src' && area === 'features' ? feature : undefined,
    inAppLayer: src === 'src' && area === 'app',
    sharedLayer: src === 'src' && sharedLayers.includes(area) && parts.length > 3 ? area : undefined,
    inSession: top === 'shared' && src === 'src' && area === 'session',
    outside: parts[0] === '..',
  };
}

function rootOf(file) {
  let dir = dirname(file);
  while (dir !== dirname(dir)) {
    if (apps.some((app) => dir.endsWith(`${sep}${app}`)) || libraries.some((lib) => dir.endsWith(`${sep}${lib}`))) {
      return dirname(dir);
    }
    dir = dirname(dir);
  }
  return undefined;
}

function problem(file, specifier) {
  const root = rootOf(file);
  if (!root) return undefined;
  const from = locate(root, file);
  const packageName = specifier.split('/')[0];
  let to;
  if (specifier.startsWith('.')) to = locate(root, resolve(dirname(file), specifier));
  else if (apps.includes(packageName) || packageName === 'mocks') to = { top: packageName, outside: false };
  else return undefined;
  if (to.outside) return undefined;

  if (to.top === 'mocks' && (from.top === 'backend' || from.top === 'shared')) {
    return `${from.top} must not import mocks: the mocks follow the backend, never the other way`;
  }
  const fromIsApp = apps.includes(from.top);
  if (apps.includes(to.top) && to.top !== from.top) {
    return fromIsApp
      ? `${from.top} must not import ${to.top}: apps meet only through federation and shared`
      : `${from.top} must not import the app ${to.top}`;
  }
  if (fromIsApp && to.top === from.top && from.feature && to.feature && from.feature !== to.feature) {
    return `the feature "${from.feature}" must not import the feature "${to.feature}": move what both need to src/components or src/lib, or lift it to src/app`;
  }
  if (fromIsApp && to.top === from.top && from.feature && to.inAppLayer) {
    return `the feature "${from.feature}" must not import its app's src/app: the app composes features, not the other way`;
  }
  if (fromIsApp && to.top === from.top && from.sharedLayer && to.feature) {
    return `src/${from.sharedLayer} must not import the feature "${to.feature}": it holds what features share, and features import it`;
  }
  if (fromIsApp && to.top === from.top && from.sharedLayer && to.inAppLayer) {
    return `src/${from.sharedLayer} must not import its app's src/app: the app composes features, not the other way`;
  }
  if (from.top === 'shared' && !from.inSession && to.inSession) {
    return "shared must reach the session as 'shared/session', the federation singleton, not by a relative path";
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps imports flowing app → feature → components and lib → shared' } },
  create(context) {
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const message = problem(context.filename, source.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'house' }, rules: { 'import-boundaries': rule } };
