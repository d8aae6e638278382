// hoodiecrow-imap ships no types: the part of its API the tests use.
declare module 'hoodiecrow-imap' {
  type Message = { raw: string; flags?: string[]; internaldate?: string };
  type Options = {
    plugins?: string[];
    storage?: Record<string, { messages?: Message[]; folders?: Record<string, unknown> }>;
  };
  type Server = {
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
    server: { address(): { port: number } };
  };
  export default function hoodiecrow(options: Options): Server;
}
