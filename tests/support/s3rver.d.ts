// s3rver (a local S3 fake for the storage tests) publishes no types; the part the tests use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: Array<{ name: string }> });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
