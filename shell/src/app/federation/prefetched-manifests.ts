// Where the remotes live (/remotes.json, which the pages that load a remote preload), and a remote's manifest, fetched
// as soon as its address is known, beside the federation runtime's download rather than after it; the runtime then
// takes the answer instead of asking again (runtime.ts). Kept apart from the runtime (and from the SDK) so that asking
// costs the sign-in page and the shell's first script nothing.
import type { RemoteName } from 'shared';

export type RemoteAddresses = Record<RemoteName, string>;

let addresses: Promise<RemoteAddresses> | undefined;

/** The remotes' manifest addresses, read once from the server that serves the shell (its pages preload them). */
export function readRemoteAddresses(): Promise<RemoteAddresses> {
  addresses ??= fetch('/remotes.json')
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteAddresses>;
    })
    .catch((error: unknown) => {
      addresses = undefined;
      throw error;
    });
  return addresses;
}

const prefetched = new Map<string, Promise<Response>>();

/** Starts fetching the manifest at `url` (again, if an earlier answer was taken or failed). */
export function prefetchManifest(url: string): void {
  prefetched.set(url, fetch(url));
}

/** The answer for `url`, once: a later load (a remote that came back up) fetches anew. */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const response = prefetched.get(url);
  prefetched.delete(url);
  return response;
}
