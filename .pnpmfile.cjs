/**
 * `@campus/source` points the workspace's TypeScript (and the app's dev server) at a package's
 * `src/`, which is not published: packing drops the condition, so the published `exports` map
 * names only files in the tarball.
 */
function withoutSourceCondition(target) {
  if (typeof target !== 'object' || target === null) return target;
  if (Array.isArray(target)) return target.map(withoutSourceCondition);
  return Object.fromEntries(
    Object.entries(target)
      .filter(([key]) => key !== '@campus/source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

module.exports = {
  hooks: {
    beforePacking(manifest) {
      if (manifest.exports) manifest.exports = withoutSourceCondition(manifest.exports);
      return manifest;
    },
  },
};
