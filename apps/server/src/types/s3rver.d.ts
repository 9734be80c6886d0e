declare module 's3rver' {
  /** The options the tests use of s3rver, an S3 protocol server that keeps objects in a folder. */
  export interface S3rverOptions {
    address?: string;
    /** 0: a free port, read back from `run()` */
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
