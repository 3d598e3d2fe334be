export function waitFor(url: string): Promise<void>;

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

export function startReferenceServer(options: {
  port: number;
  env?: Record<string, string>;
}): Promise<ReferenceServer>;
