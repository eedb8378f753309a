/**
 * The portal's address as a child types it. Inside the shell the page is the shell's, at whichever of its
 * addresses the parent opened; the parent portal running alone is built with the shell's origin
 * (`PUBLIC_SHELL_ORIGIN`, shared/federation/rsbuild.ts).
 */
export function portalOrigin(): string {
  const shell: unknown = import.meta.env.PUBLIC_SHELL_ORIGIN;
  return typeof shell === 'string' && shell !== '' ? shell : window.location.origin;
}
