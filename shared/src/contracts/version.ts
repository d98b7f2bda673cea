/**
 * The version of the cross-team contracts (the types and constants of this folder, which the
 * remotes implement and the shell consumes), in semver. A change a remote built against the
 * previous contracts can break on bumps the major, an addition the minor, anything else the patch
 * (see "Contract version" in docs/team-contract.md). Every remote's build records the version it
 * was built against, and a release whose major differs from the live shell's is not promoted.
 *
 * The builds read it from this file's text (shared/build/contract-version.mjs): keep it this one
 * line with a literal.
 */
export const CONTRACT_VERSION = '3.1.0';
