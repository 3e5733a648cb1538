// The smallest Storybook: the HTML framework on Vite; msw's worker script is served from public/
// (`npx msw init public`).
export default {
  framework: "@storybook/html-vite",
  stories: ["../src/**/*.stories.js"],
  addons: ["msw-storybook-addon"],
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
};
