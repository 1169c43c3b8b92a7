// Production mode as documented: `next build` then `next start`. No cache is involved: both
// pages are `force-dynamic`, so each request renders.
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // This folder is its own project (its own lock file), inside the shop's repository.
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
}

export default nextConfig
