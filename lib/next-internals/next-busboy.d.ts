// Types for Next's own copy of busboy (see busboy.ts), which it ships without.
declare module "next/dist/compiled/busboy" {
  import type { Readable, Writable } from "node:stream";

  type Parser = Writable & {
    on(event: "field", listener: (name: string, value: string) => void): Parser;
    on(event: "file", listener: (name: string, stream: Readable) => void): Parser;
    on(event: "error", listener: (error: Error) => void): Parser;
    on(event: "close", listener: () => void): Parser;
  };

  export default function busboy(config: {
    headers: Record<string, string>;
    defParamCharset?: string;
    limits?: { fieldSize?: number };
  }): Parser;
}
