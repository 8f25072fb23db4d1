// Types of the xk6-sse extension (github.com/phymbert/xk6-sse), used by forum-push.ts only:
// build k6 with it (`xk6 build --with github.com/phymbert/xk6-sse`) to run that script.
declare module 'k6/x/sse' {
  export type SseEvent = { id: string; name: string; data: string };
  export type SseError = { error(): string };
  export type SseClient = {
    on(event: 'open', handler: () => void): void;
    on(event: 'event', handler: (event: SseEvent) => void): void;
    on(event: 'error', handler: (error: SseError) => void): void;
    close(): void;
  };
  export type SseParams = {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    tags?: Record<string, string>;
  };
  const sse: {
    open(
      url: string,
      params: SseParams,
      callback: (client: SseClient) => void,
    ): { status: number } | undefined;
  };
  export default sse;
}
