/**
 * The portal's address, for a link a person follows to the shell (a login card's, the creator sign-in's "Forgot
 * password?"). Inside the shell the page is the shell's, at whichever of its addresses it was opened; a remote
 * running alone is built with the shell's origin (`PUBLIC_SHELL_ORIGIN`, shared/federation/rsbuild.ts).
 */
export function portalOrigin(): string {
  const shell: unknown = import.meta.env.PUBLIC_SHELL_ORIGIN;
  return typeof shell === 'string' && shell !== '' ? shell : window.location.origin;
}
