import * as queryCore from '@tanstack/query-core';
import * as reactQuery from '@tanstack/react-query';
import * as jotai from 'jotai';
import * as pocketbase from 'pocketbase';
import React from 'react';
import jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as router from 'shared/router';
import * as session from 'shared/session';

/** The shared libraries' federation settings, from what is installed (shared/federation, put in by rsbuild.config.ts). */
declare const SHARED_DEPENDENCIES: Record<string, { requiredVersion: string | false; version?: string }>;

// The shell's own copies, bundled with its pages, are the ones the remotes use: the libraries that
// must be one object at run time (React, the session, the router's contexts) and those that would
// otherwise be downloaded twice. CommonJS packages give their exports object, as a bundler shares them.
const libraries: Record<string, object> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  jotai,
  pocketbase,
  '@tanstack/react-query': reactQuery,
  // react-query's own core (the same module as the one inside it), which the remotes' saved copy imports too.
  '@tanstack/query-core': queryCore,
  'shared/session': session,
  'shared/router': router,
};

/** What the shell provides to the remotes' shared scope: every shared dependency, each from the shell's own copy. */
export function sharedModules() {
  return Object.fromEntries(
    Object.entries(SHARED_DEPENDENCIES).map(([name, settings]) => {
      const lib = libraries[name];
      if (!lib) throw new Error(`The shell does not provide the shared dependency ${name}`);
      // The workspace's own modules have no version; any remote's request for them is met.
      return [
        name,
        {
          version: settings.version ?? '0.0.0',
          lib: () => lib,
          loaded: true,
          shareConfig: { singleton: true, requiredVersion: settings.requiredVersion },
        },
      ];
    }),
  );
}
