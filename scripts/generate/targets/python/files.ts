// The Python target's files: every module the templates render from the model, by its path in the project.
// Written as the templates emit them (ruff-format-stable by construction); Biome formats none of them.
import { generatedDirs } from "../../manifest.js";
import type { SdkModel } from "../../model/types.js";
import { renderPythonErrors } from "./templates/errors.js";
import { renderPythonGeneratedInit } from "./templates/init.js";
import { renderPythonOperations } from "./templates/operations.js";
import { renderPythonResources } from "./templates/resources.js";
import { renderPythonStream } from "./templates/stream.js";
import { renderPythonTypes } from "./templates/types.js";
import { renderPythonWebhooks } from "./templates/webhooks.js";

export function pythonFiles(model: SdkModel): [string, string][] {
  const at = (name: string) => `${generatedDirs.python}/${name}`;
  return [
    [at("__init__.py"), renderPythonGeneratedInit()],
    [at("errors.py"), renderPythonErrors(model.errors)],
    [at("operations.py"), renderPythonOperations(model.http)],
    [at("resources.py"), renderPythonResources(model.http)],
    [at("stream.py"), renderPythonStream(model.stream)],
    [at("types.py"), renderPythonTypes(model.http)],
    [at("webhooks.py"), renderPythonWebhooks(model.webhooks)],
  ];
}
