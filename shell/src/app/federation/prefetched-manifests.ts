// A remote's manifest is fetched as soon as its address is known, beside the federation runtime's
// download rather than after it; the runtime then takes the answer instead of asking again
// (runtime.ts). Kept apart from the runtime so that asking costs the sign-in page nothing.

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
