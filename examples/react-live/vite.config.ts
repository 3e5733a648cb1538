import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Vitest reads this file too: the suite runs under jsdom, where File, Blob and FormData are jsdom's, as in
// most React teams' component tests.
export default defineConfig({
  plugins: [react()],
  test: { environment: "jsdom" },
});
