// A federation runtime plugin of every remote's server build: its chunks come from the folder its
// container entry was loaded from, its own release's.
//
// The node runtime finds a remote's chunk by the entry registered under the remote's name, and the
// shell's server registers one release per name at a time: while the next release of a remote
// loads, or a page still renders with the one before, a chunk of the older build would be asked
// from the newer release's folder (missing there, or another build's). The entry runs in a function
// whose `__dirname` is the path of the URL it was fetched from (webpack leaves it as it is on a
// Node target), so each container pins its own chunk requests to that folder.

const ownFolder = typeof __dirname === 'string' && __dirname.startsWith('/') ? __dirname : null;

export default function releaseChunksPlugin() {
  return {
    name: 'storefront-release-chunks',
    fetch(url, init) {
      if (!ownFolder) return undefined;
      const target = new URL(url);
      const slash = target.pathname.lastIndexOf('/');
      if (target.pathname.slice(0, slash) === ownFolder) return undefined;
      target.pathname = `${ownFolder}${target.pathname.slice(slash)}`;
      return fetch(target, init);
    },
  };
}
