// maildev 2.2.1 ships no types; this is the part the suites use.
declare module 'maildev' {
  type Address = { address: string; name: string };
  export type ReceivedMail = {
    id: string;
    subject: string;
    text?: string;
    html?: string;
    to: Address[];
    from: Address[];
    /** Header names in lower case; a header given several times has one value each. */
    headers: Record<string, string | string[]>;
  };
  type Options = {
    smtp: number;
    ip?: string;
    web?: number;
    disableWeb?: boolean;
    silent?: boolean;
    mailDirectory?: string;
  };
  type MailDevServer = {
    listen(): Promise<void>;
    close(callback?: (error?: Error) => void): void;
    on(event: 'new', listener: (mail: ReceivedMail) => void): void;
  };
  const MailDev: new (options: Options) => MailDevServer;
  export default MailDev;
}
