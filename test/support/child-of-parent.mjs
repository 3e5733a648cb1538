// Runs a Node program as a child that ends when its parent does: the parent holds an IPC channel open,
// and when the parent exits (even killed outright) the channel disconnects and this process exits too.
// Usage: node child-of-parent.mjs <program.js> [args...]
import { pathToFileURL } from "node:url";

process.on("disconnect", () => process.exit(0));
const [program, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], program, ...args];
await import(pathToFileURL(program).href);
