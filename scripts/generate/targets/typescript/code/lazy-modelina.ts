// modelina's input processors each load their own parser at start (the AsyncAPI parser, a Swagger parser,
// typescript-json-schema with all of TypeScript, an XML parser): more than a second of loading for code the
// generator never runs, since it hands modelina JSON Schemas it has already resolved. While modelina loads,
// the bare imports of those processors are deferred: each package loads the first time it is really used.
import { createRequire } from "node:module";

interface ModuleLoader {
  _load(request: string, parent: { filename?: string } | undefined, isMain: boolean): unknown;
}

const processors = /[\\/]@asyncapi[\\/]modelina[\\/]lib[\\/]cjs[\\/]processors[\\/]/;

/** Loads modelina with its processors' parsers deferred. */
export function loadModelina<T>(): T {
  const require = createRequire(import.meta.url);
  const Module = require("node:module") as ModuleLoader;
  const load = Module._load;
  Module._load = function deferred(request, parent, isMain) {
    const bare = !request.startsWith(".") && !request.startsWith("node:") && !/^(fs|path|url)$/.test(request);
    if (!bare || !processors.test(parent?.filename ?? "")) return load.call(this, request, parent, isMain);
    let real: Record<string | symbol, unknown> | undefined;
    const get = () => {
      real ??= load.call(Module, request, parent, isMain) as Record<string | symbol, unknown>;
      return real;
    };
    // Answers the interop checks of compiled imports (`__esModule`, `default`) without loading.
    return new Proxy(
      {},
      {
        get: (_, property) => {
          if (property === "__esModule") return true;
          const module = get();
          if (property === "default") return module.__esModule ? module.default : module;
          return module[property];
        },
        has: (_, property) => property in get(),
        ownKeys: () => Reflect.ownKeys(get()),
        getOwnPropertyDescriptor: (_, property) => Object.getOwnPropertyDescriptor(get(), property),
      },
    );
  };
  try {
    return require("@asyncapi/modelina") as T;
  } finally {
    Module._load = load;
  }
}
