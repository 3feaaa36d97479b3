// The library's classes, imported file by file so that no runtime loads its cluster support.
declare module 'rate-limiter-flexible/lib/RateLimiterPostgres.js' {
  export { RateLimiterPostgres as default } from 'rate-limiter-flexible';
}
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  export { RateLimiterMemory as default } from 'rate-limiter-flexible';
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  export { RateLimiterRes as default } from 'rate-limiter-flexible';
}
