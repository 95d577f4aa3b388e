// A minimal HTTP/1.1 server on a raw TCP socket, for what node:http will not do on purpose: close
// a kept-alive connection exactly as the next request arrives, reset it, hold a request forever, or
// cut an answer after a few bytes. Each request is parsed (head and Content-Length body) and the
// script decides what happens to it; every connection and request is counted.
import { createServer, type Socket } from "node:net";

export type RawAction =
  /** 200 with `seen <n>` (n = answered requests so far), keeping the connection open. */
  | "answer"
  /** Close the connection without answering (a FIN: the request is left unprocessed). */
  | "close"
  /** Reset the connection without answering (an RST). */
  | "reset"
  /** Never answer. */
  | "hold"
  /** Send part of a status line, then close. */
  | "partial-head"
  /** Send the head and part of the announced body, then close. */
  | "partial-body";

export interface RawRequest {
  method: string;
  body: string;
  /** 0-based number of the connection it came on. */
  connection: number;
  /** 0-based position among the requests of its connection. */
  onConnection: number;
}

export async function startRawServer(script: (request: RawRequest) => RawAction) {
  const received: RawRequest[] = [];
  /** Requests answered with a 200: the ones the server processed. */
  const answered: RawRequest[] = [];
  const sockets: Socket[] = [];
  /** Per connection, who closed it first: "client" once its FIN arrived, "server" when this side did. */
  const closedBy: ("client" | "server" | undefined)[] = [];
  const clientClosed: Promise<void>[] = [];
  const server = createServer((socket) => {
    const connection = sockets.length;
    sockets.push(socket);
    closedBy.push(undefined);
    clientClosed.push(new Promise((resolve) => socket.once("end", () => resolve())));
    socket.on("end", () => {
      closedBy[connection] ??= "client";
      socket.end();
    });
    socket.on("error", () => {});
    let buffer = Buffer.alloc(0);
    let onConnection = 0;
    let done = false;
    socket.on("data", (chunk: Buffer) => {
      if (done) return;
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0) return;
        const head = buffer.subarray(0, headEnd).toString("latin1");
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < headEnd + 4 + length) return;
        const request: RawRequest = {
          method: head.slice(0, head.indexOf(" ")),
          body: buffer.subarray(headEnd + 4, headEnd + 4 + length).toString("utf8"),
          connection,
          onConnection: onConnection++,
        };
        buffer = buffer.subarray(headEnd + 4 + length);
        received.push(request);
        const action = script(request);
        if (action === "answer") {
          answered.push(request);
          const text = `seen ${answered.length}`;
          socket.write(
            `HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: ${text.length}\r\nconnection: keep-alive\r\n\r\n${text}`,
          );
          continue;
        }
        done = true;
        closedBy[connection] ??= "server";
        if (action === "close") socket.destroy();
        else if (action === "reset") socket.resetAndDestroy();
        else if (action === "partial-head") socket.end("HTTP/1.1 20");
        else if (action === "partial-body")
          socket.end("HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\nonly ten b");
        return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answered,
    closedBy,
    /** How many connections were opened to it. */
    connections: () => sockets.length,
    /** Resolves when the client closes connection `n` (its FIN arrives). */
    clientClosed: (n: number) => clientClosed[n],
    /** Stops listening (new connections are refused); open connections stay. */
    stopListening: () => new Promise<void>((resolve) => server.close(() => resolve())),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
        if (!server.listening) resolve();
      }),
  };
}
