// msw-storybook-addon 3 with CSF 3 stories: the loader starts the worker once and, for each story, uses the
// handlers of its `msw` parameter.
import { mswLoader } from "msw-storybook-addon/csf3";

export default { loaders: [mswLoader()] };
