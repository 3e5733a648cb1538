// The HTTP bench's rows as JSON on stdout: how run.ts measures it under another Node (Node 24).
import { benchHttp } from "./http.js";

console.log(JSON.stringify(await benchHttp()));
