import { createServer } from "node:net";

/** Fails with a message naming the port when something already listens on it. */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === "EADDRINUSE" ? "is already in use" : `cannot be bound (${error.code ?? error.message})`;
      reject(new Error(`Port ${port} on ${host} ${reason}. Stop what uses it, or choose another port.`));
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
