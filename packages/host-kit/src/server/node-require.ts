/**
 * Node's own `require`, for the packages the server render hands the remote (react, react-dom/server,
 * styled-components, the federation runtime): the same CommonJS instances whichever bundler compiled the
 * host's server code. Bundlers take `createRequire(import.meta.url)` for their own `require` (Next.js's
 * Turbopack then fails on a computed name, "expression is too dynamic", and would hand a server component the
 * React of its layer, which has no hooks); `process.getBuiltinModule` is Node's alone, out of their sight.
 */
export function nodeRequire(from: string): NodeJS.Require {
  const { createRequire } = process.getBuiltinModule('node:module');
  return createRequire(from);
}
